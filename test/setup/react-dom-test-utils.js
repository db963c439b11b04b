// React 18 moved act to the react package; @tarojs/test-utils-react still imports it from here.
const React = require('react')
module.exports = { act: React.act || require('react-dom/cjs/react-dom-test-utils.production.min.js').act }
