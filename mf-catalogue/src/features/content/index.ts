// What other catalogue features read of the shop's content (lint: a feature reaches another through
// its top-level files, never its api/ or components/).
export { blogRequest, contentApi, type BlogPage, type ContentItem, type Faq, type Post, type PressRelease } from './api/content-api';
