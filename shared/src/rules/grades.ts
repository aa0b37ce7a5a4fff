// One wording for a box's grade (spec §3 box fields; the grades come from GET /v3/grades): the
// card badge, the product page and the grades explained page all say it the same way.
import { t } from '@shop/shared/i18n';

export interface GradeFacts {
  grade: string;
  gradeName: string;
}

/** 'Grade B · Good'. */
export const gradeLabel = (g: GradeFacts) => t('grade.label', { grade: g.grade, name: g.gradeName });

/** The grades explained page, at its grades section. */
export const GRADES_PAGE = '/faq#grades';

/** A grade's code as the grades table keeps it: one capital letter (A like new, B good, C well used). */
export const GRADE_CODE_PATTERN = '^[A-Z]$';
export const isGradeCode = (value: unknown): value is string => typeof value === 'string' && new RegExp(GRADE_CODE_PATTERN).test(value);
