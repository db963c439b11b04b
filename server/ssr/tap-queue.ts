/**
 * The painted page's tap queue (docs/first-paint.md "Taps before the takeover"): an inline script in <head>, so it
 * listens before the painted view is drawn. A tap, Enter or Space on a control that only the app can carry out
 * (`fp-wait`) is kept: the control is marked `aria-busy` (pressed, with a spinner: PAINT_LOCAL_CSS) and when the app
 * has taken the page over (TAKEOVER_EVENT, whose detail is the app's page) the script finds the same control in the
 * app's page and clicks it. One tap is kept: a tap on another control replaces it (the first one is released); a
 * takeover onto another route (detail null) drops it, as that page has gone.
 *
 * The same control: the app draws the painted view with the same components, so it has the painted control's classes
 * (less the painted view's own `fp-*`; the app may add state modifiers). Among the app page's elements with them, the
 * one with the same name (aria-label, else text) wins, the one at the painted control's position first; with no such
 * name (the app's text differs: 立即报名 became 查看门票 for a signed-in visitor), the one at the same position when
 * the app draws as many of them as the painted view did. Nothing found: nothing is clicked.
 *
 * When the app's code did not arrive (APP_FAILED_EVENT) the app will not take over: the kept tap is let go (no longer
 * shown pressed) and later taps are not kept; the painted view says why, with 重试 (server/ssr/index-page.ts).
 *
 * ES5 (it runs before any polyfill) and small: its sha256 goes into the page's CSP like every inline script.
 */
import { APP_FAILED_EVENT, TAKEOVER_EVENT } from '../../src/shared/first-paint'

export const TAP_QUEUE_SCRIPT =
  '(function(d){var q=null,off=0;' +
  "function name(e){return e.getAttribute('aria-label')||(e.textContent||'').trim()}" +
  "function sel(e){return [].filter.call(e.classList,function(c){return c.indexOf('fp-')}).map(function(c){return '.'+c}).join('')||'[role]'}" +
  'function keep(t,k){if(q&&q.e===t)return;if(q)q.e.removeAttribute("aria-busy");' +
  "var s=sel(t),all=d.querySelectorAll('#fp '+s);" +
  'q={e:t,s:s,i:[].indexOf.call(all,t),c:all.length,n:name(t),k:k};' +
  // The spinner is placed over the control: it needs a positioned box.
  "if(getComputedStyle(t).position==='static')t.style.position='relative';t.setAttribute('aria-busy','true')}" +
  "function on(ev){if(off)return;var key=ev.type==='keydown',t=ev.target.closest&&ev.target.closest('#fp .fp-wait,#fp a[role=button]');" +
  "if(!t||/^(INPUT|TEXTAREA)$/.test(t.tagName)||key&&ev.key!=='Enter'&&ev.key!==' ')return;" +
  // A link drawn for a button (the nav bar's 首页) follows itself; Space, which a link ignores, follows it too.
  "if(t.tagName==='A'){if(key&&ev.key===' '){ev.preventDefault();t.click()}return}" +
  'if(key)ev.preventDefault();keep(t,key)}' +
  "d.addEventListener('click',on,true);d.addEventListener('keydown',on,true);" +
  `d.addEventListener('${APP_FAILED_EVENT}',function(){off=1;if(q)q.e.removeAttribute("aria-busy");q=null});` +
  `d.addEventListener('${TAKEOVER_EVENT}',function(ev){var k=q,p=ev.detail,all,named,m;q=null;if(!k||!p)return;` +
  'all=p.querySelectorAll(k.s);named=[].filter.call(all,function(e){return name(e)===k.n});' +
  'm=named.indexOf(all[k.i])>=0?all[k.i]:named[0]||(all.length===k.c?all[k.i]:null);' +
  'if(!m)return;if(k.k)m.focus();m.click()})})(document)'

/** The script tag for a painted page's <head>. */
export const tapQueueTag = (): string => `<script id="fp-taps">${TAP_QUEUE_SCRIPT}</script>`
