export default defineAppConfig({ pages: ['pages/index/index'], window: { navigationStyle: 'custom' } })
