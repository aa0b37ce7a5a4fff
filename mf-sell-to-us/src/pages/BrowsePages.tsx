// The §5 buy-in funnel as pages (signed in, §2): /sell-to-us/supercats lists the departments we
// buy in; /sell-to-us/category?superCatId= a department's kinds of item; ?categoryId= one kind's
// models, with a search within them, each leading to the questions. A kind we do not buy online
// (reached by URL) answers 1011 and says so, with where to go instead.
import { useSearchParams } from 'react-router-dom';
import { DepartmentKinds } from '../features/browse/components/DepartmentKinds';
import { Departments } from '../features/browse/components/Departments';
import { KindModels } from '../features/browse/components/KindModels';
import { idOf } from '../steps';
import { useSignedIn } from '../use-signed-in';

export function SupercatsPage() {
  return useSignedIn() ? <Departments /> : null;
}

export function CategoryPage() {
  return useSignedIn() ? <Category /> : null;
}

function Category() {
  const [params] = useSearchParams();
  const categoryId = idOf(params.get('categoryId'));
  const superCatId = idOf(params.get('superCatId'));
  return categoryId !== undefined ? <KindModels categoryId={categoryId} /> : <DepartmentKinds superCatId={superCatId} />;
}
