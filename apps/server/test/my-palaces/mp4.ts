/**
 * Builds small ISO base media files box by box: enough structure for the upload check (a file
 * type, a movie index with tracks and codecs, media data), not a playable picture.
 */
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

function track(handler: string, codec: string) {
  const hdlr = box('hdlr', Buffer.alloc(8), Buffer.from(handler, 'latin1'), Buffer.alloc(13));
  const entry = box(codec, Buffer.alloc(78));
  const stsd = box('stsd', Buffer.from([0, 0, 0, 0, 0, 0, 0, 1]), entry);
  return box('trak', box('mdia', hdlr, box('minf', box('stbl', stsd))));
}

export function mp4({
  brand = 'isom',
  tracks = [['vide', 'avc1']] as [string, string][],
  mdatBytes = 64 * 1024,
} = {}) {
  const ftyp = box('ftyp', Buffer.from(`${brand}\0\0\0\0isomavc1`, 'latin1'));
  const moov = box('moov', ...tracks.map(([h, c]) => track(h, c)));
  const data = Buffer.alloc(mdatBytes);
  for (let i = 0; i < data.length; i++) data[i] = (i * 31) & 0xff;
  return Buffer.concat([ftyp, moov, box('mdat', data)]);
}
