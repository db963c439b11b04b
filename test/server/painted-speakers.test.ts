/**
 * The speakers page painted by its own view (docs/first-paint.md): every speaker with avatar, name and role, each a
 * button waiting for the app (the intro sheet), the same for every visitor; the speakers shipped under the app's key;
 * hostile text escaped.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page, Speaker } from '../../types/contract'
import { speakersKey } from '../../src/shared/content-keys'
import { body, MEMBER, webSession, paintedView, shipped, paintedPagesPerSuite, paintedAsForAnyone } from './helpers'

const SPEAKERS = '/web/h/pages/speaker-list/index'

describe('the painted speakers page', () => {
  const painted = paintedPagesPerSuite('fp-speakers-')
  const { get } = painted

  it('paints every speaker, each a button waiting for the app', async () => {
    const { view } = await painted.paint(SPEAKERS, '嘉宾')
    const speakers = body<Page<Speaker>>(await get('/api/open/v1/speaker/list?size=1000')).data.content
    assert.ok(speakers.length > 3)
    for (const [i, speaker] of speakers.entries()) {
      // The intro opens in a sheet only the app has: a busy control the tap queue keeps. The first (it has an avatar)
      // is featured: a row of its own, its avatar the page's one largest picture.
      const featured = i === 0 ? ' speaker--featured' : ''
      assert.match(
        view,
        new RegExp(`<div class="speaker${featured} fp-wait" role="button" tabindex="0" aria-label="${speaker.name}" data-testid="speaker">`),
        speaker.name
      )
      assert.match(view, new RegExp(`speaker__role">${[speaker.title, speaker.company].filter(Boolean).join(' · ')}<`), speaker.name)
    }
    assert.equal(view.match(/data-testid="speaker"/g)?.length, speakers.length)
    assert.ok(speakers[0].avatar, 'the first speaker has an avatar')
    assert.equal(view.match(/speaker--featured/g)?.length, 1, 'one speaker is featured')
    assert.equal(view.match(/speaker__avatar--large/g)?.length, 1, 'with the larger avatar')
    // The intros are the sheet's: not painted.
    assert.doesNotMatch(view, /speaker-intro/)
  })

  it('ships the speakers as the API answers them, under the key the app asks with', async () => {
    const queries = shipped((await get(SPEAKERS)).body)
    assert.equal(queries.size, 1)
    assert.deepEqual(queries.get(JSON.stringify(speakersKey)), body<Page<Speaker>>(await get('/api/open/v1/speaker/list?size=1000')).data.content)
  })

  it('paints the same bytes for a signed-in member as for anyone', async () => {
    const member = await webSession(painted.s.app, MEMBER)
    await paintedAsForAnyone(painted, SPEAKERS, member.cookie, () => painted.write.prepare('UPDATE speakers SET name = name WHERE id = 1').run())
  })

  it('escapes a hostile name and role', async () => {
    const before = painted.write.prepare('SELECT name, company FROM speakers WHERE id = 1').get() as { name: string; company: string }
    try {
      painted.write.prepare('UPDATE speakers SET name = ?, company = ? WHERE id = 1').run('<img src=x onerror=alert(1)>', '"><script>alert(2)</script>')
      const view = paintedView((await get(SPEAKERS)).body)
      assert.match(view, /aria-label="&lt;img src=x onerror=alert\(1\)&gt;"/)
      assert.match(view, /&lt;img src=x onerror=alert\(1\)&gt;<\/span>/)
      assert.match(view, /&quot;&gt;&lt;script&gt;alert\(2\)&lt;\/script&gt;/)
      assert.doesNotMatch(view, /<img src=x|<script>alert/)
    } finally {
      painted.write.prepare('UPDATE speakers SET name = ?, company = ? WHERE id = 1').run(before.name, before.company)
    }
  })
})
