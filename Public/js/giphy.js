// GIPHY, called from the browser as its terms ask (the server only hands over the base URL, the
// public key and the visitor's rating). Numbers arrive as strings, renditions differ in shape and
// errors come in three shapes (upstream-apis.md §4), so everything is read defensively here.
export const PAGE_SIZE = 24;
export const MAX_OFFSET = 4999;
// A GIPHY that never answers must not leave a spinner forever: the call ends as a network error.
const TIMEOUT_MS = 8000;

export class GiphyError extends Error {
  // kind: "key" (bad or missing key), "limit" (rate limit), "geo", or "network" (everything else)
  constructor(kind, status) {
    super(kind);
    this.kind = kind;
    this.status = status;
  }
}

export class Giphy {
  constructor({ baseURL, apiKey, rating }) {
    this.baseURL = baseURL.replace(/\/+$/, "");
    this.apiKey = apiKey;
    this.rating = rating || "g";
  }

  search(query, offset, signal) {
    const lang = document.documentElement.lang;
    return this.list(
      "/v1/gifs/search", { q: query.slice(0, 50), limit: PAGE_SIZE, offset, rating: this.rating, lang }, signal);
  }

  trending(offset, signal) {
    return this.list("/v1/gifs/trending", { limit: PAGE_SIZE, offset, rating: this.rating }, signal);
  }

  async random(tag, signal) {
    const json = await this.call("/v1/gifs/random", { tag, rating: this.rating }, signal);
    const item = normalize(Array.isArray(json.data) ? json.data[0] : json.data);
    if (!item) throw new GiphyError("empty", 200); // nothing has this tag
    return item;
  }

  async byIDs(ids, signal) {
    if (ids.length === 0) return [];
    const json = await this.call("/v1/gifs", { ids: ids.join(",") }, signal);
    return (Array.isArray(json.data) ? json.data : []).map(normalize).filter(Boolean);
  }

  async list(path, params, signal) {
    const json = await this.call(path, params, signal);
    // An answer far longer than the page asked for is cut to it (the grid and the scroll stay bounded).
    const items = (Array.isArray(json.data) ? json.data.slice(0, params.limit) : []).map(normalize).filter(Boolean);
    const pagination = json.pagination || {};
    const offset = toInt(pagination.offset) ?? params.offset;
    const count = Math.min(toInt(pagination.count) ?? items.length, params.limit);
    const total = toInt(pagination.total_count);
    const next = offset + count;
    const hasMore = count > 0 && next <= MAX_OFFSET && (total === undefined || next < total);
    return { items, next, hasMore };
  }

  async call(path, params, signal) {
    const url = new URL(this.baseURL + path);
    url.searchParams.set("api_key", this.apiKey);
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined && value !== "") url.searchParams.set(name, value);
    }
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    let response;
    try {
      response = await fetch(url, {
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout, credentials: "omit", referrerPolicy: "origin",
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new GiphyError("network", 0);
    }
    const json = await response.json().catch(() => null);
    if (signal?.aborted) throw new DOMException("replaced by a newer request", "AbortError");
    // meta.status first, then the legacy gateway's message, then the HTTP status.
    const status = toInt(json?.meta?.status) ?? response.status;
    const message = String(json?.message || json?.meta?.msg || "");
    if (/not available in your location/i.test(message)) throw new GiphyError("geo", status);
    const badKey = /credentials|unauthori[sz]ed|api key/i.test(message) && status >= 400;
    if (status === 401 || status === 403 || badKey) throw new GiphyError("key", status);
    if (status === 429 || /rate limit/i.test(message)) throw new GiphyError("limit", status);
    // GIPHY's own SDK treats an answer without a response id as a failed ("synthetic") one.
    if (!response.ok || status >= 400 || !json || json.data === undefined || !json.meta?.response_id) {
      throw new GiphyError("network", status);
    }
    return json;
  }
}

function webURL(value) {
  return typeof value === "string" && /^https?:\/\//i.test(value) ? value : "";
}

function toInt(value) {
  const number = typeof value === "number" ? value : Number.parseInt(value, 10);
  return Number.isFinite(number) ? number : undefined;
}

// "Excited Episode 4 GIF by Friends" → "Excited Episode 4"; "Meme Reaction GIF" → "Meme Reaction".
export function cleanTitle(title) {
  const text = String(title || "").trim();
  const cut = text.search(/\s+(GIF|Sticker)(\s+by\s+.*)?$/i);
  return (cut > 0 ? text.slice(0, cut) : text).trim();
}

function rendition(images, ...names) {
  for (const name of names) {
    const image = images?.[name];
    const url = image?.webp || image?.url;
    if (url) return { url, gif: image.url || url, width: toInt(image.width), height: toInt(image.height) };
  }
  return null;
}

// One shape for every GIF the pages show, GIPHY's or our own uploads'.
export function normalize(raw) {
  if (!raw || typeof raw !== "object" || typeof raw.id !== "string" || !raw.images) return null;
  const small = rendition(
    raw.images, "fixed_width", "fixed_width_downsampled", "fixed_height", "downsized", "original");
  const large = rendition(raw.images, "downsized_medium", "downsized_large", "original", "fixed_width");
  const original = raw.images.original?.url || large?.gif;
  if (!small || !large) return null;
  const user = raw.user?.display_name || raw.user?.username || raw.username || "";
  return {
    kind: "giphy",
    id: raw.id,
    title: cleanTitle(raw.title),
    fullTitle: String(raw.title || ""),
    user,
    rating: raw.rating ? String(raw.rating).toUpperCase() : "",
    source: webURL(raw.source_post_url) || webURL(raw.source),
    pageURL: webURL(raw.url) || `https://giphy.com/gifs/${encodeURIComponent(raw.id)}`,
    gifURL: original,
    small,
    large,
    analytics: {
      onload: raw.analytics?.onload?.url,
      onclick: raw.analytics?.onclick?.url,
      onsent: raw.analytics?.onsent?.url,
    },
  };
}

// An uploaded GIF as the server describes it (UploadedGifDTO), in the same shape.
export function fromUpload(dto) {
  const absolute = (path) => new URL(path, location.origin).href;
  return {
    kind: "upload",
    id: dto.id,
    title: dto.title,
    fullTitle: dto.title,
    user: dto.uploader,
    rating: "",
    source: "",
    tags: dto.tags || [],
    isMine: Boolean(dto.isMine),
    pageURL: absolute(dto.page),
    gifURL: absolute(dto.url),
    small: { url: dto.previewURL, width: dto.width, height: dto.height },
    large: { url: dto.url, width: dto.width, height: dto.height },
    analytics: {},
  };
}
