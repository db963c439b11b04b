import { CUSTOMIZED_ROOT, CUSTOMIZED_ROUTES, MAIN_ROUTES } from './services/navigation/route-table'

// Every route of spec §2 (grouped with comments in route-table.ts) plus the customized sub-package.
export default defineAppConfig({
  pages: MAIN_ROUTES.map(r => r.path),
  subPackages: [{ root: CUSTOMIZED_ROOT, pages: CUSTOMIZED_ROUTES.map(r => r.path) }],
  window: {
    navigationStyle: 'custom',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f4f5f9'
  },
  animation: false
})
