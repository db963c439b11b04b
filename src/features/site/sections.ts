import type { SiteModule } from '../../../types/contract'

/**
 * The modules as home draws them. A TITLE module is a heading for what follows, so it becomes the
 * title bar of the next module (that module's own title moves to the subtitle when the TITLE has
 * none); a TITLE with no module after it (last, or before another TITLE) has nothing to head and is
 * dropped, as is a TITLE without text. Modules of kinds this app does not draw are skipped first.
 */
export function sectionsOf(modules: SiteModule[], drawn: (kind: string) => boolean): SiteModule[] {
  const list = modules.filter(m => m && typeof m === 'object' && typeof m.kind === 'string' && drawn(m.kind))
  const out: SiteModule[] = []
  for (let i = 0; i < list.length; i++) {
    const m = list[i]
    if (m.kind !== 'TITLE') {
      out.push(m)
      continue
    }
    const next = list[i + 1]
    if (!m.title || !next || next.kind === 'TITLE') continue
    out.push({ ...next, title: m.title, subtitle: m.subtitle || next.title || next.subtitle, more: next.more || m.more } as SiteModule)
    i++
  }
  return out
}

/**
 * A business-card module's heading: the editor's words when it is the visitor's own card; else a
 * heading that says "我的" names the card's person instead (李明的名片), never calling someone else's
 * card 我的名片.
 */
export function cardHeading(text: string, personName: string, own: boolean): string {
  if (own || !text || !text.includes('我的')) return text
  return personName ? text.replace(/我的/g, `${personName}的`) : text.replace(/我的/g, '')
}
