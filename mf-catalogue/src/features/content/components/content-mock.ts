// The content pages' tests replace the API module's calls (jest.mock with this factory).
export const mockContentApi = () => {
  const actual = jest.requireActual('../api/content-api');
  return { ...actual, contentApi: Object.fromEntries(['blog', 'post', 'press', 'pressRelease', 'faq', 'item'].map((k) => [k, jest.fn()])) };
};
