// Taro's H5 request reaches for jsonp-retry only when a call sets `jsonp`; this app never does.
export default function jsonpRetry() {
  return Promise.reject(new Error('JSONP requests are not supported in this build'))
}
