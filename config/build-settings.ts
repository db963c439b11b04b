/**
 * Build settings read from the environment, checked before anything is built (README "Configuration").
 * Plain functions of their inputs, so test/config/build-settings.test.ts proves each rule without a build.
 */

/**
 * The API origin of a mini-program build: a mini-program has no origin of its own and calls only https domains
 * on its request/uploadFile/downloadFile allow-list, so weapp and tt builds need an absolute https origin.
 * The web build calls its own origin ('' here).
 */
export function miniApiOrigin(target: string | undefined, value: string | undefined): string {
  if (target !== 'weapp' && target !== 'tt') return ''
  const origin = (value || '').trim().replace(/\/+$/, '')
  if (!/^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin)) {
    throw new Error(
      `TARO_APP_API_ORIGIN must be the absolute https origin of the API for the ${target} build ` +
        `(e.g. TARO_APP_API_ORIGIN=https://api.example.com npm run build:${target}); got ${JSON.stringify(value || '')}. ` +
        'Mini-programs only call https domains on their request/uploadFile/downloadFile allow-list.'
    )
  }
  return origin
}

/**
 * The UI library of the web build: WEB_FRAMEWORK=preact|react (default react). Mini-program builds always use
 * React: Preact breaks there (NervJS/taro#16690, #17641).
 */
export function webFramework(target: string | undefined, value: string | undefined): 'react' | 'preact' {
  const choice = (value || '').trim().toLowerCase()
  if (choice && choice !== 'react' && choice !== 'preact') throw new Error(`WEB_FRAMEWORK must be react or preact; got ${JSON.stringify(value)}`)
  return (target || 'h5') === 'h5' && choice === 'preact' ? 'preact' : 'react'
}
