/** A file the visitor picked: a local path uploadFile can send, its name and size in bytes. */
export interface ChosenFile {
  path: string
  name: string
  size: number
}

export type ChooseKind = 'image' | 'file'

/** What the upload endpoint takes besides images (spec §7 upload: images, pdf, office). */
const FILE_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,image/*'

/** The File behind each blob URL chooseFile made, so the upload sends the visitor's own file and name. */
const picked = new Map<string, File>()

/** The File a path from chooseFile stands for (undefined for other paths). */
export function pickedFile(path: string): File | undefined {
  return picked.get(path)
}

/**
 * The browser has no chooseMessageFile: a hidden <input type=file> picks the file and a blob URL
 * stands in for the path (Taro's H5 uploadFile reads blob URLs). Null when the visitor cancels.
 */
export function chooseFile(kind: ChooseKind): Promise<ChosenFile | null> {
  return new Promise((resolve, reject) => {
    if (typeof document === 'undefined') {
      reject(new Error('无法选择文件'))
      return
    }
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = kind === 'image' ? 'image/*' : FILE_ACCEPT
    input.style.position = 'fixed'
    input.style.left = '-1000px'
    input.setAttribute('aria-hidden', 'true')
    let settled = false
    const done = (file: ChosenFile | null) => {
      if (settled) return
      settled = true
      input.remove()
      resolve(file)
    }
    input.addEventListener('change', () => {
      const file = input.files && input.files[0]
      if (!file) return done(null)
      const path = URL.createObjectURL(file)
      picked.set(path, file)
      done({ path, name: file.name, size: file.size })
    })
    // Browsers that support it say when the picker closed without a choice.
    input.addEventListener('cancel', () => done(null))
    document.body.appendChild(input)
    input.click()
  })
}

const KEPT_DB = 'kept-files'
const KEPT_STORE = 'files'

/** This browser's small file box (IndexedDB holds File objects as they are); null where there is none. */
function keptFiles(): Promise<IDBDatabase | null> {
  return new Promise(resolve => {
    try {
      if (typeof indexedDB === 'undefined') return resolve(null)
      const open = indexedDB.open(KEPT_DB, 1)
      open.onupgradeneeded = () => open.result.createObjectStore(KEPT_STORE)
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => resolve(null)
    } catch {
      resolve(null)
    }
  })
}

/** One request on the file box, settled as a promise (null when the box is not there or the request fails). */
async function inKept<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T | null> {
  const db = await keptFiles()
  if (!db) return null
  return new Promise<T | null>(resolve => {
    try {
      const tx = db.transaction(KEPT_STORE, mode)
      const request = act(tx.objectStore(KEPT_STORE))
      tx.oncomplete = () => (db.close(), resolve((request.result as T) ?? null))
      tx.onerror = tx.onabort = () => (db.close(), resolve(null))
    } catch {
      db.close()
      resolve(null)
    }
  })
}

/**
 * Keeps a picked file across the web sign-in, which reloads the page (the visitor picked before signing in):
 * stored under `key` in this browser until takeKeptFile. False when it could not be kept.
 */
export async function keepChosenFile(key: string, chosen: ChosenFile): Promise<boolean> {
  const file = picked.get(chosen.path)
  if (!file) return false
  const stored = await inKept<IDBValidKey>('readwrite', store => store.put({ file, savedAt: Date.now() }, key))
  return stored !== null
}

/** A kept file is for the sign-in round trip only: one older than this is dropped. */
const KEPT_MAX_AGE_MS = 10 * 60 * 1000

/** The file kept under `key` (taken: removed from the box), as a fresh pick; null when there is none. */
export async function takeKeptFile(key: string): Promise<ChosenFile | null> {
  const kept = await inKept<{ file?: unknown; savedAt?: unknown }>('readonly', store => store.get(key))
  await inKept('readwrite', store => store.delete(key))
  if (!kept || !(kept.file instanceof Blob) || typeof kept.savedAt !== 'number' || Date.now() - kept.savedAt > KEPT_MAX_AGE_MS) return null
  const file = kept.file instanceof File ? kept.file : new File([kept.file], 'file')
  const path = URL.createObjectURL(file)
  picked.set(path, file)
  return { path, name: file.name, size: file.size }
}
