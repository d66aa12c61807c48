import WebSocket from 'ws';
import { createClient } from '@supabase/supabase-js';
import { decodeBinaryFrame, decodeTextFrame, encodeUserBroadcast, encodeWithPayloadJson, FrameError } from '../../src/realtime/frames';
import { FilterError, matchesFilter, parseFilter, validateFilterValues } from '../../src/realtime/filters';

/** Pure parts of the protocol: frame codecs (checked against realtime-js' own serializer) and filters. */

type Codec = (msg: unknown, callback: (result: never) => void) => void;
/** realtime-js' default encode/decode for vsn 2.0.0 (no connection is opened). */
function realtimeJsCodec(): { encode: Codec; decode: Codec } {
  const { realtime } = createClient('http://127.0.0.1:1', 'key', { realtime: { transport: WebSocket as never } });
  return { encode: realtime.encode as Codec, decode: realtime.decode as Codec };
}

describe('frames', () => {
  test('decodes the kind-3 frame captured in the protocol brief', () => {
    const head = Buffer.from([3, 1, 1, 14, 6, 0, 1]);
    const frame = Buffer.concat([head, Buffer.from('67realtime:room1cursor{"x":1}')]);
    expect(decodeBinaryFrame(frame)).toEqual({ joinRef: '6', ref: '7', topic: 'realtime:room1', event: 'cursor', meta: undefined, payload: { x: 1 } });
  });

  test('decodes what realtime-js encodes, JSON and raw payloads alike', () => {
    const serializer = realtimeJsCodec();
    let json!: ArrayBuffer;
    serializer.encode({ join_ref: '1', ref: '2', topic: 'realtime:r', event: 'broadcast', payload: { type: 'broadcast', event: 'e', payload: { a: [1] } } }, (b: ArrayBuffer) => (json = b));
    expect(decodeBinaryFrame(Buffer.from(json))).toMatchObject({ joinRef: '1', ref: '2', topic: 'realtime:r', event: 'e', payload: { a: [1] } });
    let raw!: ArrayBuffer;
    serializer.encode({ join_ref: '1', ref: '3', topic: 'realtime:r', event: 'broadcast', payload: { type: 'broadcast', event: 'b', payload: new Uint8Array([5, 6]).buffer } }, (b: ArrayBuffer) => (raw = b));
    expect([...decodeBinaryFrame(Buffer.from(raw)).bytes!]).toEqual([5, 6]);
  });

  test('kind-4 frames decode in realtime-js to the broadcast it expects', () => {
    const frame = encodeUserBroadcast('realtime:r', { event: 'e', payload: { n: 1 }, meta: { id: 'x' } });
    let decoded: unknown;
    realtimeJsCodec().decode(frame.buffer.slice(frame.byteOffset, frame.byteOffset + frame.byteLength), (m: unknown) => (decoded = m));
    expect(decoded).toEqual({ join_ref: null, ref: null, topic: 'realtime:r', event: 'broadcast', payload: { type: 'broadcast', event: 'e', payload: { n: 1 }, meta: { id: 'x' } } });
  });

  test('rejects truncated or unknown binary frames', () => {
    expect(() => decodeBinaryFrame(Buffer.from([3, 1]))).toThrow(FrameError);
    expect(() => decodeBinaryFrame(Buffer.from([4, 0, 0, 0, 0, 0, 1]))).toThrow(FrameError);
    expect(() => decodeBinaryFrame(Buffer.from([3, 5, 0, 0, 0, 0, 1, 65]))).toThrow('truncated');
  });

  test('text frames: v2 arrays and v1 objects in, either form out', () => {
    expect(decodeTextFrame('[null,"1","phoenix","heartbeat",{}]')).toEqual({ joinRef: null, ref: '1', topic: 'phoenix', event: 'heartbeat', payload: {} });
    expect(decodeTextFrame('{"topic":"t","event":"e","payload":{},"ref":"2","join_ref":"1"}')).toMatchObject({ joinRef: '1', ref: '2' });
    expect(decodeTextFrame('[1,2,3]')).toBeNull();
    expect(decodeTextFrame('{')).toBeNull();
    expect(JSON.parse(encodeWithPayloadJson('1', null, 't', 'e', '{"a":1}', '2.0.0'))).toEqual(['1', null, 't', 'e', { a: 1 }]);
    expect(JSON.parse(encodeWithPayloadJson('1', null, 't', 'e', '{"a":1}', '1.0.0'))).toEqual({ topic: 't', event: 'e', payload: { a: 1 }, ref: null, join_ref: '1' });
  });
});

describe('filters', () => {
  test('parses every supported operator and quoted in-lists', () => {
    expect(parseFilter('user_id=eq.5')).toEqual({ column: 'user_id', op: 'eq', values: ['5'] });
    expect(parseFilter('title=eq.a.b')).toEqual({ column: 'title', op: 'eq', values: ['a.b'] });
    expect(parseFilter('id=in.(1, 2,3)').values).toEqual(['1', '2', '3']);
    expect(parseFilter('name=in.("a,b",c,"say \\"hi\\"")').values).toEqual(['a,b', 'c', 'say "hi"']);
    expect(() => parseFilter('title=foo.x')).toThrow('Error parsing `filter` params: ["title","foo","x"]');
    expect(() => parseFilter('nonsense')).toThrow(FilterError);
    expect(() => parseFilter('id=in.1,2')).toThrow(FilterError);
  });

  test('compares after casting to the column type, with SQL NULL semantics', () => {
    const row = { n: 10, t: 'b', done: true, at: '2024-05-01T10:00:00+00:00', id: 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11', nothing: null };
    expect(matchesFilter(parseFilter('n=gt.9'), row, 'int4')).toBe(true);
    expect(matchesFilter(parseFilter('n=lte.9'), row, 'int4')).toBe(false);
    expect(matchesFilter(parseFilter('n=eq.10.0'), row, 'numeric')).toBe(true);
    expect(matchesFilter(parseFilter('t=neq.a'), row, 'text')).toBe(true);
    expect(matchesFilter(parseFilter('done=eq.t'), row, 'bool')).toBe(true);
    expect(matchesFilter(parseFilter('at=lt.2024-05-02'), row, 'timestamptz')).toBe(true);
    expect(matchesFilter(parseFilter('id=eq.a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'), row, 'uuid')).toBe(true);
    expect(matchesFilter(parseFilter('n=in.(1,10)'), row, 'int8')).toBe(true);
    expect(matchesFilter(parseFilter('nothing=neq.x'), row, 'text')).toBe(false);
    expect(matchesFilter(parseFilter('missing=eq.x'), row, 'text')).toBe(false);
  });

  test('values that do not cast to the column type are refused at subscribe time', () => {
    expect(() => validateFilterValues(parseFilter('n=eq.abc'), 'int4')).toThrow(FilterError);
    expect(() => validateFilterValues(parseFilter('id=eq.5'), 'uuid')).toThrow(FilterError);
    expect(() => validateFilterValues(parseFilter('n=in.(1,x)'), 'int8')).toThrow(FilterError);
    expect(() => validateFilterValues(parseFilter('n=eq.12'), 'int4')).not.toThrow();
  });
});
