/**
 * A local fake of Delhivery's B2C API for tests (decision 032): `Authorization: Token …` on every
 * call; pincode serviceability (GET /c/api/pin-codes/json/?filter_codes=); create shipment
 * (POST /api/cmu/create.json, form body format=json&data=<json>) that answers a 13-digit waybill
 * or Delhivery's failure shape; tracking (GET /api/v1/packages/json/?waybill=) with the scans a
 * test adds; cancel (POST /api/p/edit with cancellation=true).
 */
import { startFakeServer, type FakeReply, type FakeRequest, type FakeServer } from './fake-http';

export const FAKE_DELHIVERY_TOKEN = 'dlv_test_token_0123456789';

export interface FakeScan {
  Scan: string;
  ScanType: string;
  ScanDateTime: string;
  ScannedLocation: string;
  Instructions?: string;
}

interface Package {
  waybill: string;
  order: string;
  shipment: Record<string, unknown>;
  pickupLocation: string;
  status: 'Manifested' | 'Cancelled' | 'Delivered';
  scans: FakeScan[];
}

export interface FakeDelhivery extends FakeServer {
  /** Pincodes Delhivery delivers prepaid parcels to. */
  serviceable: Set<string>;
  packages: Map<string, Package>;
  /** Every create request's parsed `data`, in order. */
  created: Record<string, unknown>[];
  /** Adds a scan to a waybill (the parcel moves). */
  scan(waybill: string, scan: FakeScan): void;
}

export async function startDelhiveryFake(): Promise<FakeDelhivery> {
  const packages = new Map<string, Package>();
  const created: Record<string, unknown>[] = [];
  const serviceable = new Set(['560038', '201301']);
  let seq = 1_000_000;

  const authorised = (r: FakeRequest): FakeReply | undefined =>
    r.headers.authorization === `Token ${FAKE_DELHIVERY_TOKEN}`
      ? undefined
      : { status: 401, body: { detail: 'Authentication credentials were not provided.' } };
  const failure = (remark: string): FakeReply => ({
    status: 200,
    body: {
      success: false,
      rmk: remark,
      packages: [{ status: 'Fail', waybill: '', remarks: [remark] }],
      package_count: 1,
    },
  });

  const fake = (await startFakeServer(
    [
      [
        'GET',
        /^\/c\/api\/pin-codes\/json\/$/,
        (r) => {
          const refused = authorised(r);
          if (refused) return refused;
          const pin = r.query.get('filter_codes') ?? '';
          const delivery_codes = serviceable.has(pin)
            ? [{ postal_code: { pin: Number(pin), pre_paid: 'Y', cod: 'Y', pickup: 'Y', district: 'Test' } }]
            : [];
          return { status: 200, body: { delivery_codes } };
        },
      ],
      [
        'POST',
        /^\/api\/cmu\/create\.json$/,
        (r) => {
          const refused = authorised(r);
          if (refused) return refused;
          const form = r.form();
          if (form.get('format') !== 'json') return { status: 400, body: { error: 'format=json is required' } };
          let data: { shipments?: Record<string, unknown>[]; pickup_location?: { name?: string } };
          try {
            data = JSON.parse(form.get('data') ?? '');
          } catch {
            return failure('Invalid data');
          }
          created.push(data as Record<string, unknown>);
          const shipment = data.shipments?.[0];
          if (!shipment || !data.pickup_location?.name) return failure('shipments and pickup_location are required');
          for (const field of ['name', 'add', 'pin', 'phone', 'order', 'payment_mode'])
            if (!shipment[field]) return failure(`${field} is required`);
          if (!serviceable.has(String(shipment.pin))) return failure('Non serviceable pincode');
          if ([...packages.values()].some((p) => p.order === shipment.order && p.status !== 'Cancelled'))
            return failure(`Duplicate order id ${String(shipment.order)}`);
          const waybill = `1${String(seq++).padStart(12, '0')}`;
          packages.set(waybill, {
            waybill,
            order: String(shipment.order),
            shipment,
            pickupLocation: data.pickup_location.name,
            status: 'Manifested',
            scans: [],
          });
          return {
            status: 200,
            body: {
              success: true,
              package_count: 1,
              packages: [{ status: 'Success', waybill, refnum: shipment.order, remarks: [] }],
            },
          };
        },
      ],
      [
        'GET',
        /^\/api\/v1\/packages\/json\/$/,
        (r) => {
          const refused = authorised(r);
          if (refused) return refused;
          const pkg = packages.get(r.query.get('waybill') ?? '');
          if (!pkg) return { status: 200, body: { Error: 'No such waybill or Order Id found' } };
          const last = pkg.scans.at(-1);
          return {
            status: 200,
            body: {
              ShipmentData: [
                {
                  Shipment: {
                    AWB: pkg.waybill,
                    ReferenceNo: pkg.order,
                    Status: {
                      Status: last?.Scan ?? pkg.status,
                      StatusDateTime: last?.ScanDateTime ?? '',
                      StatusLocation: last?.ScannedLocation ?? '',
                      StatusType: last?.ScanType ?? 'UD',
                    },
                    Scans: pkg.scans.map((ScanDetail) => ({ ScanDetail })),
                  },
                },
              ],
            },
          };
        },
      ],
      [
        'POST',
        /^\/api\/p\/edit$/,
        (r) => {
          const refused = authorised(r);
          if (refused) return refused;
          const body = r.json() ?? {};
          const pkg = packages.get(String(body.waybill ?? ''));
          if (!pkg || body.cancellation !== 'true')
            return { status: 200, body: { status: false, error: 'Invalid waybill or request' } };
          if (pkg.scans.some((s) => s.ScanType === 'DL'))
            return { status: 200, body: { status: false, remark: 'Shipment already delivered' } };
          pkg.status = 'Cancelled';
          return { status: 200, body: { status: true, waybill: pkg.waybill, remark: 'Shipment has been cancelled.' } };
        },
      ],
    ],
    '/',
  )) as FakeDelhivery;
  fake.serviceable = serviceable;
  fake.packages = packages;
  fake.created = created;
  fake.scan = (waybill, scan) => packages.get(waybill)!.scans.push(scan);
  return fake;
}
