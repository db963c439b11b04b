import { fireEvent } from '@testing-library/dom'
import React, { act, useState } from 'react'
import { useDialogFocus } from '@/hooks/use-dialog-focus'
import { mountEachTest } from '../support/render'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// jsdom lays nothing out: every element counts as shown (the browser journeys check real visibility, and the
// real Sheet, popup and side menu). Plain DOM elements here: the page tests' Stencil components move their
// children a moment after mounting, which drops focus in jsdom (the web build renders plain DOM).
beforeAll(() => {
  ;(HTMLElement.prototype as unknown as { checkVisibility: () => boolean }).checkVisibility = () => true
})

const mount = mountEachTest()
const q = (selector: string) => mount.container.querySelector(selector) as HTMLElement
const active = () => document.activeElement as HTMLElement

/** A dialog as the app's sheets draw one: × first, then its actions. */
function Dialog({ name, onClose, children }: { name: string; onClose: () => void; children?: React.ReactNode }) {
  const ref = useDialogFocus<HTMLDivElement>(true, onClose)
  return (
    <div ref={ref} role='dialog' aria-modal='true' aria-label={name} className={name}>
      <button aria-label={`关闭${name}`} onClick={onClose} />
      <button className={`${name}-first`}>文章</button>
      <button className={`${name}-last`}>活动</button>
      {children}
    </div>
  )
}

/** A page with an opener and a dialog it opens. */
function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button className='opener' onClick={() => setOpen(true)}>
        打开菜单
      </button>
      {open && (
        <Dialog
          name='menu'
          onClose={() => {
            onClose?.()
            setOpen(false)
          }}
        />
      )}
    </>
  )
}

/** Issue #27 item 3: dialogs and sheets take focus, trap it, close on Esc and give it back. */
describe('useDialogFocus', () => {
  const openDialog = async (onClose?: () => void) => {
    await act(async () => mount.root.render(<Page onClose={onClose} />))
    q('.opener').focus()
    await act(async () => q('.opener').click())
    expect(q('[role="dialog"]')).not.toBeNull()
  }

  it('moves focus into the dialog on open: its first control', async () => {
    await openDialog()
    expect(active().getAttribute('aria-label')).toBe('关闭menu')
  })

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    await openDialog()
    q('.menu-last').focus()
    const tab = fireEvent.keyDown(active(), { key: 'Tab' })
    expect(tab).toBe(false) // the browser's own move is replaced
    expect(active().getAttribute('aria-label')).toBe('关闭menu')
    fireEvent.keyDown(active(), { key: 'Tab', shiftKey: true })
    expect(active()).toBe(q('.menu-last'))
    // Inside the dialog the browser moves focus itself.
    q('.menu-first').focus()
    expect(fireEvent.keyDown(active(), { key: 'Tab' })).toBe(true)
  })

  it('closes on Esc and gives focus back to the opener', async () => {
    const closed = jest.fn()
    await openDialog(closed)
    await act(async () => fireEvent.keyDown(active(), { key: 'Escape' }))
    expect(closed).toHaveBeenCalledTimes(1)
    expect(q('[role="dialog"]')).toBeNull()
    expect(active()).toBe(q('.opener'))
  })

  it('gives focus back when closed another way (its ×)', async () => {
    await openDialog()
    await act(async () => active().click())
    expect(q('[role="dialog"]')).toBeNull()
    expect(active()).toBe(q('.opener'))
  })

  it('lets only the innermost of two open dialogs answer Esc', async () => {
    const closed: string[] = []
    const close = (name: string) => () => closed.push(name)
    // The inner one opens from the outer one, as a confirmation over a sheet would.
    await act(async () => mount.root.render(<Dialog name='outer' onClose={close('outer')} />))
    await act(async () =>
      mount.root.render(
        <Dialog name='outer' onClose={close('outer')}>
          <Dialog name='inner' onClose={close('inner')} />
        </Dialog>
      )
    )
    expect(active().getAttribute('aria-label')).toBe('关闭inner')
    fireEvent.keyDown(active(), { key: 'Escape' })
    expect(closed).toEqual(['inner'])
  })
})
