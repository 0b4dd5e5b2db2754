/**
 * What an ad needs from an MP4 file, read from its own boxes (ISO/IEC 14496-12): how long it plays
 * and how big its picture is. Pure and defensive: the bytes are an upload, so every size is checked
 * against what is really there, and a file that does not add up is unreadable rather than trusted.
 */

/** What the boxes say about a video. */
export interface Mp4Facts {
  /**
   * The longest length the file declares anywhere: the movie header, each track's headers, edit
   * lists, sample tables and fragments. A header that claims 15 s over 60 s of samples is 60 s.
   */
  durationSeconds: number;
  /** The first video track's picture, as displayed (a track turned a quarter is turned back). */
  width: number;
  height: number;
}

/** One box: its four-character type and where its header, body and end are in the file. */
export interface Mp4Box {
  type: string;
  start: number;
  body: number;
  end: number;
}

/**
 * Brands of MP4 files (the ISO base media family and the MP4 file format), as `ftyp` lists them;
 * QuickTime (`qt  `), 3GP and audio-only files are not MP4 videos a browser plays.
 */
const MP4_BRANDS: ReadonlySet<string> = new Set([
  ...["isom", "iso2", "iso3", "iso4", "iso5", "iso6", "iso7", "iso8", "iso9"],
  ...["mp41", "mp42", "avc1", "av01", "dash", "M4V ", "mmp4", "MSNV"],
]);

/** More boxes than any real ad has (a fragmented minute is a few thousand): a file built to stall the reader. */
const BOX_BUDGET = 100_000;
/** The largest picture side a browser decodes (and the most a header may claim). */
const MAX_PICTURE_SIDE = 16_384;

/** The bytes do not make an MP4 file this reader can vouch for. */
class NotReadable extends Error {}

/** The bytes' MP4 facts, or null when they are not an MP4 video whose length and size can be read. Never throws. */
export function readMp4(bytes: Uint8Array): Mp4Facts | null {
  try {
    return readFacts(new BoxReader(bytes));
  } catch (error) {
    if (error instanceof NotReadable || error instanceof RangeError) return null;
    throw error;
  }
}

/** Whether the bytes start as an MP4 file does: an `ftyp` box naming an MP4 brand. Never throws. */
export function startsLikeMp4(bytes: Uint8Array): boolean {
  try {
    const reader = new BoxReader(bytes);
    const first = reader.boxesIn(0, reader.length).next();
    return !first.done && first.value.type === "ftyp" && hasMp4Brand(reader, first.value);
  } catch (error) {
    if (error instanceof NotReadable || error instanceof RangeError) return false;
    throw error;
  }
}

/**
 * The boxes directly inside `[start, end)` of an MP4 file (the whole file by default), or null
 * when one claims more bytes than there are. Fewer than 8 bytes left at the end are padding.
 */
export function listBoxes(bytes: Uint8Array, start = 0, end = bytes.length): Mp4Box[] | null {
  try {
    return [...new BoxReader(bytes).boxesIn(start, end)];
  } catch (error) {
    if (error instanceof NotReadable || error instanceof RangeError) return null;
    throw error;
  }
}

/** Reads big-endian numbers and boxes; any read past the end throws RangeError (DataView's own check). */
class BoxReader {
  readonly length: number;
  private readonly view: DataView;
  private budget = BOX_BUDGET;

  constructor(bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.length = bytes.byteLength;
  }

  u8 = (at: number) => this.view.getUint8(at);
  u16 = (at: number) => this.view.getUint16(at);
  u32 = (at: number) => this.view.getUint32(at);
  i32 = (at: number) => this.view.getInt32(at);
  /** A 64-bit count as a number: exact up to 2^53, and beyond that far larger than any file anyway. */
  u64 = (at: number) => this.view.getUint32(at) * 2 ** 32 + this.view.getUint32(at + 4);
  fourcc = (at: number) => String.fromCharCode(this.u8(at), this.u8(at + 1), this.u8(at + 2), this.u8(at + 3));

  *boxesIn(start: number, end: number): Generator<Mp4Box> {
    if (start < 0 || end > this.length || start > end) throw new NotReadable();
    let at = start;
    while (end - at >= 8) {
      if (--this.budget < 0) throw new NotReadable();
      let size = this.u32(at);
      const type = this.fourcc(at + 4);
      let body = at + 8;
      if (size === 1) {
        // A 64-bit size follows the type.
        if (end - at < 16) throw new NotReadable();
        size = this.u64(at + 8);
        body = at + 16;
      } else if (size === 0) {
        // The box runs to the end of what holds it.
        size = end - at;
      }
      if (size < body - at || size > end - at) throw new NotReadable();
      yield { type, start: at, body, end: at + size };
      at += size;
    }
  }

  /** The first child of `parent` of that type, or null. */
  child(parent: Mp4Box, type: string): Mp4Box | null {
    for (const box of this.boxesIn(parent.body, parent.end)) if (box.type === type) return box;
    return null;
  }

  /** A full box's version (0 or 1; anything else is not understood). */
  version(box: Mp4Box): 0 | 1 {
    const version = this.u8(box.body);
    if (version !== 0 && version !== 1) throw new NotReadable();
    return version;
  }

  /** A full box's flags. */
  flags = (box: Mp4Box) => this.u32(box.body) & 0xff_ffff;

  /** Ends inside the box, or throws: a table that claims more entries than the box holds. */
  within(box: Mp4Box, end: number): void {
    if (end > box.end) throw new NotReadable();
  }
}

/** A duration field of all ones means "unknown" (ISO/IEC 14496-12). */
const UNKNOWN_32 = 0xffff_ffff;
const UNKNOWN_64 = 2 ** 64 - 1;

interface Track {
  id: number;
  isVideo: boolean;
  /** Ticks per second of its media (mdhd). */
  timescale: number;
  /** Its length in media ticks as mdhd declares it. */
  declaredTicks: number;
  /** What its samples last in media ticks: the sample table's, then each fragment's added. */
  sampleTicks: number;
  /**
   * Where its last fragment ends on its timeline, in media ticks: a fragment's decode time (tfdt)
   * places it, so two one-second fragments a minute apart make a minute of video.
   */
  fragmentEndTicks: number;
  /** Lengths in the movie's ticks: tkhd, the edit list. */
  movieLengths: number[];
  width: number;
  height: number;
}

function readFacts(reader: BoxReader): Mp4Facts | null {
  const top = reader.boxesIn(0, reader.length);
  const first = top.next();
  if (first.done || first.value.type !== "ftyp" || !hasMp4Brand(reader, first.value)) return null;

  let movie: Mp4Box | null = null;
  let hasMediaData = false;
  const fragments: Mp4Box[] = [];
  for (const box of top) {
    if (box.type === "moov") {
      if (movie) return null;
      movie = box;
    } else if (box.type === "moof") {
      fragments.push(box);
    } else if (box.type === "mdat") {
      hasMediaData = true;
    }
  }
  // Without its media data the file is a header cut off from its pictures.
  if (!movie || !hasMediaData) return null;

  const header = reader.child(movie, "mvhd");
  if (!header) return null;
  const { timescale, duration } = readTimes(reader, header);
  if (timescale === 0) return null;
  const movieLengths = [duration];

  const tracks = new Map<number, Track>();
  const sampleDefaults = new Map<number, number>();
  for (const box of reader.boxesIn(movie.body, movie.end)) {
    if (box.type === "trak") {
      const track = readTrack(reader, box);
      if (tracks.has(track.id)) return null;
      tracks.set(track.id, track);
    } else if (box.type === "mvex") {
      readMovieExtends(reader, box, movieLengths, sampleDefaults);
    }
  }
  const video = [...tracks.values()].find((track) => track.isVideo);
  if (!video || video.width <= 0 || video.height <= 0) return null;
  if (video.width > MAX_PICTURE_SIDE || video.height > MAX_PICTURE_SIDE) return null;

  for (const fragment of fragments) addFragment(reader, fragment, tracks, sampleDefaults);

  let seconds = 0;
  for (const length of movieLengths) seconds = Math.max(seconds, length / timescale);
  for (const track of tracks.values()) {
    for (const length of track.movieLengths) seconds = Math.max(seconds, length / timescale);
    const ticks = Math.max(track.declaredTicks, track.sampleTicks, track.fragmentEndTicks);
    seconds = Math.max(seconds, ticks / track.timescale);
  }
  return { durationSeconds: seconds, width: video.width, height: video.height };
}

function hasMp4Brand(reader: BoxReader, ftyp: Mp4Box): boolean {
  if (ftyp.end - ftyp.body < 8) return false;
  if (MP4_BRANDS.has(reader.fourcc(ftyp.body))) return true;
  // The compatible brands follow the major brand and its version.
  for (let at = ftyp.body + 8; at + 4 <= ftyp.end; at += 4) {
    if (MP4_BRANDS.has(reader.fourcc(at))) return true;
  }
  return false;
}

/** mvhd's and mdhd's timescale and duration (an unknown duration reads 0). */
function readTimes(reader: BoxReader, box: Mp4Box): { timescale: number; duration: number } {
  if (reader.version(box) === 1) {
    reader.within(box, box.body + 32);
    const duration = reader.u64(box.body + 24);
    return { timescale: reader.u32(box.body + 20), duration: duration === UNKNOWN_64 ? 0 : duration };
  }
  reader.within(box, box.body + 20);
  const duration = reader.u32(box.body + 16);
  return { timescale: reader.u32(box.body + 12), duration: duration === UNKNOWN_32 ? 0 : duration };
}

function readTrack(reader: BoxReader, trak: Mp4Box): Track {
  const header = reader.child(trak, "tkhd");
  const media = reader.child(trak, "mdia");
  if (!header || !media) throw new NotReadable();
  const mediaHeader = reader.child(media, "mdhd");
  const handler = reader.child(media, "hdlr");
  if (!mediaHeader || !handler) throw new NotReadable();
  reader.within(handler, handler.body + 12);
  const { timescale, duration } = readTimes(reader, mediaHeader);
  if (timescale === 0) throw new NotReadable();

  const track: Track = {
    ...readTrackHeader(reader, header),
    isVideo: reader.fourcc(handler.body + 8) === "vide",
    timescale,
    declaredTicks: duration,
    sampleTicks: 0,
    fragmentEndTicks: 0,
  };
  const edits = reader.child(trak, "edts");
  const editList = edits && reader.child(edits, "elst");
  if (editList) track.movieLengths.push(editListLength(reader, editList));
  const sampleTable = reader.child(media, "minf");
  const samples = sampleTable && reader.child(sampleTable, "stbl");
  const timeToSample = samples && reader.child(samples, "stts");
  if (timeToSample) track.sampleTicks = sampleTableLength(reader, timeToSample);
  if (track.isVideo && (track.width === 0 || track.height === 0) && samples) {
    Object.assign(track, sampleEntrySize(reader, samples));
  }
  return track;
}

/** tkhd: the track's id, its length in movie ticks, and its displayed picture size. */
function readTrackHeader(reader: BoxReader, tkhd: Mp4Box): Pick<Track, "id" | "movieLengths" | "width" | "height"> {
  const long = reader.version(tkhd) === 1;
  // After version and flags: creation and modification times, track id, 4 reserved bytes, duration.
  const id = reader.u32(tkhd.body + (long ? 20 : 12));
  const rawDuration = long ? reader.u64(tkhd.body + 28) : reader.u32(tkhd.body + 20);
  const duration = rawDuration === (long ? UNKNOWN_64 : UNKNOWN_32) ? 0 : rawDuration;
  // Then 16 bytes (reserved, layer, group, volume), the 3×3 matrix, and width and height in 16.16.
  const matrix = tkhd.body + (long ? 52 : 40);
  reader.within(tkhd, matrix + 44);
  const width = Math.round(reader.u32(matrix + 36) / 65536);
  const height = Math.round(reader.u32(matrix + 40) / 65536);
  // A phone's portrait video is stored landscape with a quarter turn in the matrix (a = d = 0).
  const turned = reader.i32(matrix) === 0 && reader.i32(matrix + 16) === 0;
  return { id, movieLengths: [duration], width: turned ? height : width, height: turned ? width : height };
}

/** The coded size of the first visual sample entry (stsd), for a track header without one. */
function sampleEntrySize(reader: BoxReader, stbl: Mp4Box): { width: number; height: number } {
  const descriptions = reader.child(stbl, "stsd");
  if (!descriptions) return { width: 0, height: 0 };
  // After version, flags and the entry count: the entry's box header, 6 reserved bytes, the data
  // reference index, 16 bytes of reserved fields, then width and height.
  const entry = descriptions.body + 8;
  reader.within(descriptions, entry + 36);
  return { width: reader.u16(entry + 32), height: reader.u16(entry + 34) };
}

/** elst: the sum of its segments' lengths, in movie ticks. */
function editListLength(reader: BoxReader, elst: Mp4Box): number {
  const long = reader.version(elst) === 1;
  const count = reader.u32(elst.body + 4);
  const size = long ? 20 : 12;
  const first = elst.body + 8;
  reader.within(elst, first + count * size);
  let total = 0;
  for (let entry = first; entry < first + count * size; entry += size) {
    total += long ? reader.u64(entry) : reader.u32(entry);
  }
  return total;
}

/** stts: what the samples really last, in media ticks (each entry: a count of samples and their delta). */
function sampleTableLength(reader: BoxReader, stts: Mp4Box): number {
  const count = reader.u32(stts.body + 4);
  const first = stts.body + 8;
  reader.within(stts, first + count * 8);
  let total = 0;
  for (let entry = first; entry < first + count * 8; entry += 8) total += reader.u32(entry) * reader.u32(entry + 4);
  return total;
}

/** mvex: the fragmented movie's declared length (mehd) and each track's default sample length (trex). */
function readMovieExtends(reader: BoxReader, mvex: Mp4Box, movieLengths: number[], sampleDefaults: Map<number, number>) {
  for (const box of reader.boxesIn(mvex.body, mvex.end)) {
    if (box.type === "mehd") {
      const long = reader.version(box) === 1;
      reader.within(box, box.body + (long ? 12 : 8));
      movieLengths.push(long ? reader.u64(box.body + 4) : reader.u32(box.body + 4));
    } else if (box.type === "trex") {
      reader.within(box, box.body + 16);
      sampleDefaults.set(reader.u32(box.body + 4), reader.u32(box.body + 12));
    }
  }
}

/**
 * moof: adds each track fragment's samples (trun) to its track's length, in media ticks, and notes
 * where the fragment ends on the track's timeline when its decode time (tfdt) places it.
 */
function addFragment(reader: BoxReader, moof: Mp4Box, tracks: Map<number, Track>, sampleDefaults: Map<number, number>) {
  for (const traf of reader.boxesIn(moof.body, moof.end)) {
    if (traf.type !== "traf") continue;
    const header = reader.child(traf, "tfhd");
    if (!header) throw new NotReadable();
    const flags = reader.flags(header);
    const trackId = reader.u32(header.body + 4);
    // Optional fields follow the track id in flag order: base data offset (8), description index (4), duration (4).
    let field = header.body + 8;
    if (flags & 0x1) field += 8;
    if (flags & 0x2) field += 4;
    let defaultDuration = sampleDefaults.get(trackId) ?? 0;
    if (flags & 0x8) {
      reader.within(header, field + 4);
      defaultDuration = reader.u32(field);
    }
    const track = tracks.get(trackId);
    if (!track) continue;
    let fragmentTicks = 0;
    for (const run of reader.boxesIn(traf.body, traf.end)) {
      if (run.type === "trun") fragmentTicks += runLength(reader, run, defaultDuration);
    }
    track.sampleTicks += fragmentTicks;
    const decodeTime = reader.child(traf, "tfdt");
    if (decodeTime) {
      const start = readDecodeTime(reader, decodeTime);
      track.fragmentEndTicks = Math.max(track.fragmentEndTicks, start + fragmentTicks);
    }
  }
}

/** tfdt: where a track fragment starts on its track's timeline, in media ticks. */
function readDecodeTime(reader: BoxReader, tfdt: Mp4Box): number {
  const long = reader.version(tfdt) === 1;
  reader.within(tfdt, tfdt.body + (long ? 12 : 8));
  return long ? reader.u64(tfdt.body + 4) : reader.u32(tfdt.body + 4);
}

/** trun: its samples' lengths, each its own or the fragment's default. */
function runLength(reader: BoxReader, trun: Mp4Box, defaultDuration: number): number {
  const flags = reader.flags(trun);
  const count = reader.u32(trun.body + 4);
  let sample = trun.body + 8;
  if (flags & 0x1) sample += 4;
  if (flags & 0x4) sample += 4;
  if (!(flags & 0x100)) return count * defaultDuration;
  // Each sample carries the fields its flags name, 4 bytes each, the duration first.
  const stride = 4 * [0x100, 0x200, 0x400, 0x800].filter((bit) => flags & bit).length;
  reader.within(trun, sample + count * stride);
  let total = 0;
  for (let at = sample; at < sample + count * stride; at += stride) total += reader.u32(at);
  return total;
}
