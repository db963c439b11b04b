/**
 * What pages and other features use of the content feature's logic (they import it from here, never from its
 * files). Its UI has its own public index, '@/features/content/components'.
 */
export { countView, getEntityDataDetail, getEntityDataList, getSearchableEntities } from './api'
export { usePageShare } from './share'
export { toggleStar } from './api'
export { openFile } from './components/material/open-file'
export { useAsset } from './assets'
export { loadCustomRecord, useCustomEntity } from './custom-entity'
export { getAddCpUserCode, getSubscribeQrCode } from './api'
export { useAlbum } from './album'
