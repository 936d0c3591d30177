/**
 * A local fake of an S3-compatible bucket for tests (decision 038; tests never reach the
 * internet): path-style URLs (`/<bucket>/<key>`) on 127.0.0.1 and an ephemeral port, with
 * PutObject, GetObject, HeadObject, DeleteObject, ListObjectsV2 and HeadBucket (what the media
 * store, /readyz and a browser use). Every API call must carry an AWS Signature Version 4 `Authorization` header made
 * with the fake's key pair for its region, which the fake checks in full (canonical request,
 * signing key, signature, payload hash); GetObject and HeadObject also answer unsigned, as a
 * public bucket does to browsers. `down` makes every call answer 503; `failPutsAfter` lets that
 * many PutObjects succeed and fails the rest with 500.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_S3 = {
  bucket: 'shop-media',
  region: 'ap-south-1',
  accessKeyId: 'AKIAFAKES3TESTKEY01',
  secretAccessKey: 'fake-s3-secret-key-0123456789abcdefghij',
} as const;

export interface FakeObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

/** A request the fake answered: what was asked and whether its signature was good. */
export interface FakeS3Call {
  method: string;
  key: string;
  signed: boolean;
  status: number;
}

export interface FakeS3 {
  /** http://127.0.0.1:port (the S3_ENDPOINT). */
  origin: string;
  /** The bucket's objects by key. */
  objects: Map<string, FakeObject>;
  /** Every call, in order. */
  calls: FakeS3Call[];
  /** While true, every call answers 503 SlowDown. */
  down: boolean;
  /** When a number: that many more PutObjects succeed, then each answers 500 InternalError. */
  failPutsAfter: number | undefined;
  /** The environment variables that point the shop at this bucket, served from `publicUrl`. */
  env(publicUrl?: string): Record<string, string>;
  close(): Promise<void>;
}

/** Starts the fake bucket FAKE_S3.bucket on 127.0.0.1. */
export async function startS3Fake(): Promise<FakeS3> {
  const fake: FakeS3 = {
    origin: '',
    objects: new Map(),
    calls: [],
    down: false,
    failPutsAfter: undefined,
    env: (publicUrl) => ({
      S3_BUCKET: FAKE_S3.bucket,
      S3_REGION: FAKE_S3.region,
      S3_ENDPOINT: fake.origin,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: FAKE_S3.accessKeyId,
      S3_SECRET_ACCESS_KEY: FAKE_S3.secretAccessKey,
      S3_PUBLIC_URL: publicUrl ?? `${fake.origin}/${FAKE_S3.bucket}`,
    }),
    close: async () => {},
  };

  const server = createServer((req, res) => void handle(fake, req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

/** One call to the bucket: the object's key, the request and its body, and how to answer it. */
interface S3Call {
  fake: FakeS3;
  key: string;
  req: IncomingMessage;
  body: Buffer;
  /** Answers `status` with `headers` and `payload` (none for HEAD), and records the call. */
  answer: (status: number, headers?: Record<string, string | number>, payload?: Buffer | string) => void;
  /** Answers S3's XML error `code`. */
  error: (status: number, code: string, message: string) => void;
}

/** Reads a call, refuses it when the fake is down, unsigned (but for a public read), or on another bucket, else hands it to its handler. */
async function handle(fake: FakeS3, req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const rawUrl = req.url ?? '/';
  const url = new URL(rawUrl, fake.origin);
  const method = req.method ?? 'GET';
  const [, bucket = '', ...rest] = url.pathname.split('/');
  const key = decodeURIComponent(rest.join('/'));
  const signature = checkSignature(method, rawUrl, req.headers, body);
  const answer: S3Call['answer'] = (status, headers = {}, payload) => {
    fake.calls.push({ method, key, signed: signature === true, status });
    res.writeHead(status, headers).end(method === 'HEAD' ? undefined : payload);
  };
  const error: S3Call['error'] = (status, code, message) =>
    answer(status, { 'content-type': 'application/xml' }, errorXml(code, message, key));

  if (fake.down) return error(503, 'SlowDown', 'Please reduce your request rate.');
  const publicRead = (method === 'GET' || method === 'HEAD') && key !== '' && !req.headers.authorization;
  if (signature !== true && !publicRead)
    return error(
      403,
      signature === 'missing' ? 'AccessDenied' : 'SignatureDoesNotMatch',
      `The request signature is not valid: ${signature}`,
    );
  if (bucket !== FAKE_S3.bucket) return error(404, 'NoSuchBucket', 'The specified bucket does not exist');
  // HeadBucket (/readyz's check): the bucket is there.
  if (key === '' && method === 'HEAD') return answer(200);
  if (key === '') return listObjects(fake, method, url, answer, error);
  const handler = OBJECT_HANDLERS[method];
  if (!handler) return error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  return handler({ fake, key, req, body, answer, error });
}

/** ListObjectsV2 (GET /<bucket>?list-type=2&prefix=): the keys under the prefix, sorted; the only call on the bucket itself. */
function listObjects(fake: FakeS3, method: string, url: URL, answer: S3Call['answer'], error: S3Call['error']) {
  if (method !== 'GET' || url.searchParams.get('list-type') !== '2')
    return error(501, 'NotImplemented', 'Only ListObjectsV2 is implemented on the bucket');
  const prefix = url.searchParams.get('prefix') ?? '';
  const keys = [...fake.objects.keys()].filter((k) => k.startsWith(prefix)).sort();
  const contents = keys
    .map((k) => `<Contents><Key>${escapeXml(k)}</Key><Size>${fake.objects.get(k)!.body.length}</Size></Contents>`)
    .join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${FAKE_S3.bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`;
  return answer(200, { 'content-type': 'application/xml' }, xml);
}

const etag = (b: Buffer) => `"${createHash('md5').update(b).digest('hex')}"`;

/** PutObject: stores the body with its content type and cache control; 500 once `failPutsAfter` puts are spent. */
function putObject({ fake, key, req, body, answer, error }: S3Call) {
  if (fake.failPutsAfter !== undefined) {
    if (fake.failPutsAfter <= 0)
      return error(500, 'InternalError', 'We encountered an internal error. Please try again.');
    fake.failPutsAfter -= 1;
  }
  fake.objects.set(key, {
    body,
    contentType: header(req, 'content-type'),
    cacheControl: header(req, 'cache-control'),
  });
  return answer(200, { etag: etag(body) });
}

/** GetObject and HeadObject: the object with its length, ETag, content type and cache control; 404 NoSuchKey. */
function getObject({ fake, key, answer, error }: S3Call) {
  const object = fake.objects.get(key);
  if (!object) return error(404, 'NoSuchKey', 'The specified key does not exist.');
  const headers: Record<string, string | number> = {
    'content-length': object.body.length,
    etag: etag(object.body),
  };
  if (object.contentType) headers['content-type'] = object.contentType;
  if (object.cacheControl) headers['cache-control'] = object.cacheControl;
  return answer(200, headers, object.body);
}

/** DeleteObject: 204 whether or not the key was there, as S3 answers. */
function deleteObject({ fake, key, answer }: S3Call) {
  fake.objects.delete(key);
  return answer(204);
}

/** The calls on an object, by HTTP method; any other method answers 405. */
const OBJECT_HANDLERS: Partial<Record<string, (call: S3Call) => void>> = {
  PUT: putObject,
  GET: getObject,
  HEAD: getObject,
  DELETE: deleteObject,
};

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** True when the request carries a good SigV4 signature by FAKE_S3's key pair; otherwise what is wrong ('missing' when unsigned). */
function checkSignature(
  method: string,
  rawUrl: string,
  headers: IncomingMessage['headers'],
  body: Buffer,
): true | string {
  const authorization = headers.authorization;
  if (!authorization) return 'missing';
  const match = AUTH.exec(authorization);
  if (!match) return 'malformed Authorization header';
  const [, keyId, date, region, signedHeaders, signature] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (keyId !== FAKE_S3.accessKeyId) return 'unknown access key';
  if (region !== FAKE_S3.region) return `wrong region ${region}`;
  const amzDate = headers['x-amz-date'];
  const payloadHash = headers['x-amz-content-sha256'];
  if (typeof amzDate !== 'string' || !amzDate.startsWith(date)) return 'x-amz-date missing or not the credential date';
  if (typeof payloadHash !== 'string') return 'x-amz-content-sha256 missing';
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body))
    return 'x-amz-content-sha256 is not the body hash';
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return 'host and x-amz-date must be signed';
  const [path = '/', query = ''] = rawUrl.split(/\?(.*)/s);
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split(/=(.*)/s).map((part) => rfc3986(decodeURIComponent((part ?? '').replace(/\+/g, ' ')))))
    .map(([name = '', value = '']) => [name, value] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [method, path, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(Buffer.from(canonicalRequest))].join('\n');
  let signingKey: Buffer = Buffer.from(`AWS4${FAKE_S3.secretAccessKey}`);
  for (const part of [date, region, 's3', 'aws4_request'])
    signingKey = createHmac('sha256', signingKey).update(part).digest();
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return expected === signature ? true : 'signature does not match';
}

function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function rfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function errorXml(code: string, message: string, key: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${escapeXml(message)}</Message><Key>${escapeXml(key)}</Key><RequestId>fake</RequestId></Error>`;
}
