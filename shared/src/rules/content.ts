// The content service's answers on the wire (issue #17; spec §7 'Catalogue' blog and press,
// 'Contact' GET contact/faq): one definition for the API that sends them and the pages that read them.

export interface Picture {
  /** The large size (800 px), with its version: `/images/blog/<id>_l.webp?v=1`. */
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface PostSummary {
  id: string;
  title: string;
  summary: string;
  topic: string;
  topicTitle: string;
  category: string;
  author: string;
  /** yyyy-mm-dd */
  publishedOn: string;
  readingMinutes: number;
  image: Picture | null;
}

export interface PressSummary {
  id: string;
  title: string;
  summary: string;
  place: string;
  publishedOn: string;
}

export interface FaqQuestion {
  questionId: string;
  question: string;
  /** The answer as clean HTML (rendered and sanitised by the server). */
  answer: string;
  /** The answer as plain text (schema.org FAQPage data, search). */
  answerText: string;
}

export interface FaqGroup {
  groupId: string;
  title: string;
  questions: FaqQuestion[];
}
