// What the franchise page shows: where people heard of us (the form's list) and the stories of
// franchisees who opened a Little Loop store (GET franchises/casestudies).
export const HEARD_FROM = [
  { id: 1, name: 'Shopping in one of our stores' },
  { id: 2, name: 'Our website or newsletter' },
  { id: 3, name: 'A friend or family member' },
  { id: 4, name: 'Facebook or Instagram' },
  { id: 5, name: 'A franchise exhibition' },
  { id: 6, name: 'The British Franchise Association' },
  { id: 7, name: 'A newspaper or magazine' },
  { id: 8, name: 'Somewhere else' },
] as const;

export const CASE_STUDIES = [
  {
    id: 'york-bishopthorpe-road',
    franchisee: 'Hannah and Tom Whitaker',
    storeName: 'York Bishopthorpe Road',
    town: 'York',
    openedYear: 2022,
    headline: 'From swapping baby clothes at playgroup to a shop on Bishy Road',
    story:
      'Hannah ran a nearly-new sale at her daughter’s playgroup twice a year and saw how quickly good prams and cots sold. With Tom’s background in retail logistics they opened on Bishopthorpe Road in spring 2022. The store now buys in from around forty local families a week, and Saturday mornings are busy with parents trading up car seats and cots as their children grow.',
    quote: 'Parents trust us because every item is checked and graded before it goes out. That trust is the business.',
  },
  {
    id: 'cardiff-canton',
    franchisee: 'Rhys Morgan',
    storeName: 'Cardiff Canton',
    town: 'Cardiff',
    openedYear: 2021,
    headline: 'A former PE teacher building a bilingual store for Canton’s young families',
    story:
      'After twelve years teaching, Rhys wanted a business rooted in his community. He opened on Cowbridge Road East with two part-time colleagues and added a click-and-collect corner in the first year. Signs and receipts are in Welsh and English, and the store runs a termly school-uniform swap with three local primaries.',
    quote: 'The training covered everything from grading a pushchair to running the till. I opened knowing what good looked like.',
  },
  {
    id: 'norwich-unthank-road',
    franchisee: 'Priya Shah',
    storeName: 'Norwich Unthank Road',
    town: 'Norwich',
    openedYear: 2023,
    headline: 'Turning a love of wooden toys into Norwich’s busiest buy-in counter',
    story:
      'Priya left a career in NHS procurement after her second child. She chose Unthank Road for its mix of families and students, and stocks a wide range of wooden and Montessori toys alongside nursery furniture. Within eighteen months the store was buying more from local parents than any other Little Loop in the East of England.',
    quote: 'I wanted to run something that keeps good things out of landfill. Every week we give a few hundred items a second family.',
  },
  {
    id: 'glasgow-shawlands',
    franchisee: 'Callum and Aisha Fraser',
    storeName: 'Glasgow Shawlands',
    town: 'Glasgow',
    openedYear: 2020,
    headline: 'Opening in the year of lockdowns, and growing through click-and-collect',
    story:
      'Callum and Aisha signed their lease in February 2020. When the store could not open its doors they ran collections by appointment and built a following online. Today Shawlands is one of the network’s top click-and-collect stores, and the couple have taken on a second site survey for the South Side.',
    quote: 'The support office answered the phone on the hardest days. That mattered more than any manual.',
  },
] as const;
