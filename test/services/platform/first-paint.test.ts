import React from 'react'
import { Current } from '@tarojs/runtime'
import { takeOverFirstPaint, updateBehindPaint } from '@/services/platform/first-paint.h5'

/** Issue #18: while the server-painted view covers the app, the app's renders are transitions (time-sliced). */
describe('renders behind the painted view', () => {
  let transition: jest.SpyInstance
  beforeEach(() => {
    transition = jest.spyOn(React, 'startTransition')
  })
  afterEach(() => {
    transition.mockRestore()
    document.documentElement.classList.remove('fp-on')
    document.body.innerHTML = ''
    Current.app = null
  })

  function paintedPage(): void {
    document.documentElement.classList.add('fp-on')
    document.body.innerHTML = '<div id="fp" data-route="pages/index/index"></div><div id="app"></div>'
  }

  it('applies an update as a transition while the painted view is up, at once after', () => {
    const update = jest.fn()
    document.documentElement.classList.add('fp-on')
    updateBehindPaint(update)
    expect(transition).toHaveBeenCalledTimes(1)
    expect(update).toHaveBeenCalledTimes(1)

    document.documentElement.classList.remove('fp-on')
    updateBehindPaint(update)
    expect(transition).toHaveBeenCalledTimes(1)
    expect(update).toHaveBeenCalledTimes(2)
  })

  it('mounts the landing page as a transition, and only that page', () => {
    const mount = jest.fn()
    const app = Object.create({ mount })
    Current.app = app
    paintedPage()
    takeOverFirstPaint()

    app.mount('page', '/pages/index/index', 'done')
    expect(transition).toHaveBeenCalledTimes(1)
    expect(mount).toHaveBeenCalledWith('page', '/pages/index/index', 'done')
    expect(mount.mock.instances[0]).toBe(app)

    app.mount('next', '/pages/article/index', 'done')
    expect(transition).toHaveBeenCalledTimes(1)
    expect(mount).toHaveBeenCalledTimes(2)
    expect(Object.prototype.hasOwnProperty.call(app, 'mount')).toBe(false)
  })

  it('leaves mounting alone on a page without a painted view', () => {
    const mount = jest.fn()
    const app = Object.create({ mount })
    Current.app = app
    document.body.innerHTML = '<div id="app"></div>'
    takeOverFirstPaint()
    app.mount('page', '/pages/ai/index')
    expect(transition).not.toHaveBeenCalled()
    expect(mount).toHaveBeenCalledTimes(1)
  })
})
