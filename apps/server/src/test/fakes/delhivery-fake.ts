/**
 * A local fake of Delhivery's B2C API for tests (decision 032): `Authorization: Token …` on every
 * call; pincode serviceability (GET /c/api/pin-codes/json/?filter_codes=); create shipment
 * (POST /api/cmu/create.json, form body format=json&data=<json>) that answers a 13-digit waybill
 * or Delhivery's failure shape; tracking (GET /api/v1/packages/json/?waybill=) with the scans a
 * test adds; cancel (POST /api/p/edit with cancellation=true).
 */
import { startFakeServer, type FakeReply, type FakeRequest, type FakeRoute, type FakeServer } from './fake-http';

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

/** The fake's parcels by waybill, every create request's data, the pincodes served and the waybill counter. */
interface DelhiveryState {
  packages: Map<string, Package>;
  created: Record<string, unknown>[];
  serviceable: Set<string>;
  seq: number;
}

/** 401 for a call without the fake's token; undefined when it may go on. */
const authorised = (r: FakeRequest): FakeReply | undefined =>
  r.headers.authorization === `Token ${FAKE_DELHIVERY_TOKEN}`
    ? undefined
    : { status: 401, body: { detail: 'Authentication credentials were not provided.' } };

/** Delhivery's answer to a create call it refuses: 200 with success false and the remark. */
const failure = (remark: string): FakeReply => ({
  status: 200,
  body: {
    success: false,
    rmk: remark,
    packages: [{ status: 'Fail', waybill: '', remarks: [remark] }],
    package_count: 1,
  },
});

/** GET /c/api/pin-codes/json/?filter_codes=: the pincode's entry when it is served, none otherwise. */
function pincodeCheck(state: DelhiveryState, r: FakeRequest): FakeReply {
  const pin = r.query.get('filter_codes') ?? '';
  const delivery_codes = state.serviceable.has(pin)
    ? [{ postal_code: { pin: Number(pin), pre_paid: 'Y', cod: 'Y', pickup: 'Y', district: 'Test' } }]
    : [];
  return { status: 200, body: { delivery_codes } };
}

/**
 * POST /api/cmu/create.json (form format=json&data=<json>): a Manifested parcel with a new 13-digit
 * waybill; refused (Delhivery's failure shape) for bad data, a missing field, a pincode not served
 * or an order that already has a parcel not cancelled.
 */
function createShipment(state: DelhiveryState, r: FakeRequest): FakeReply {
  const form = r.form();
  if (form.get('format') !== 'json') return { status: 400, body: { error: 'format=json is required' } };
  let data: { shipments?: Record<string, unknown>[]; pickup_location?: { name?: string } };
  try {
    data = JSON.parse(form.get('data') ?? '');
  } catch {
    return failure('Invalid data');
  }
  state.created.push(data as Record<string, unknown>);
  const shipment = data.shipments?.[0];
  if (!shipment || !data.pickup_location?.name) return failure('shipments and pickup_location are required');
  for (const field of ['name', 'add', 'pin', 'phone', 'order', 'payment_mode'])
    if (!shipment[field]) return failure(`${field} is required`);
  if (!state.serviceable.has(String(shipment.pin))) return failure('Non serviceable pincode');
  if ([...state.packages.values()].some((p) => p.order === shipment.order && p.status !== 'Cancelled'))
    return failure(`Duplicate order id ${String(shipment.order)}`);
  const waybill = `1${String(state.seq++).padStart(12, '0')}`;
  state.packages.set(waybill, {
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
}

/** GET /api/v1/packages/json/?waybill=: the parcel's status (its last scan) and every scan a test added. */
function tracking(state: DelhiveryState, r: FakeRequest): FakeReply {
  const pkg = state.packages.get(r.query.get('waybill') ?? '');
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
}

/** POST /api/p/edit with cancellation=true: cancels a parcel not yet delivered. */
function cancel(state: DelhiveryState, r: FakeRequest): FakeReply {
  const body = r.json() ?? {};
  const pkg = state.packages.get(String(body.waybill ?? ''));
  if (!pkg || body.cancellation !== 'true')
    return { status: 200, body: { status: false, error: 'Invalid waybill or request' } };
  if (pkg.scans.some((s) => s.ScanType === 'DL'))
    return { status: 200, body: { status: false, remark: 'Shipment already delivered' } };
  pkg.status = 'Cancelled';
  return { status: 200, body: { status: true, waybill: pkg.waybill, remark: 'Shipment has been cancelled.' } };
}

/** A route whose handler runs only for a call with the fake's token. */
const withToken =
  (state: DelhiveryState, handler: (state: DelhiveryState, r: FakeRequest) => FakeReply) => (r: FakeRequest) =>
    authorised(r) ?? handler(state, r);

/** Starts the fake Delhivery on 127.0.0.1, serving 560038 and 201301 (every call obeys `down`). */
export async function startDelhiveryFake(): Promise<FakeDelhivery> {
  const state: DelhiveryState = {
    packages: new Map(),
    created: [],
    serviceable: new Set(['560038', '201301']),
    seq: 1_000_000,
  };
  const routes: FakeRoute[] = [
    ['GET', /^\/c\/api\/pin-codes\/json\/$/, withToken(state, pincodeCheck)],
    ['POST', /^\/api\/cmu\/create\.json$/, withToken(state, createShipment)],
    ['GET', /^\/api\/v1\/packages\/json\/$/, withToken(state, tracking)],
    ['POST', /^\/api\/p\/edit$/, withToken(state, cancel)],
  ];
  const fake = (await startFakeServer(routes, '/')) as FakeDelhivery;
  fake.serviceable = state.serviceable;
  fake.packages = state.packages;
  fake.created = state.created;
  fake.scan = (waybill, scan) => state.packages.get(waybill)!.scans.push(scan);
  return fake;
}
