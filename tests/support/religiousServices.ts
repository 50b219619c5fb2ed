/** The religious service pages, each with the heading and the last breadcrumb it shows. */
export const religiousServices: readonly { readonly path: string; readonly h1: string; readonly crumb: string }[] = [
  { path: '/religious-1', h1: 'Academic Teacher Available for School and College', crumb: 'Academic Teacher' },
  { path: '/religious-9', h1: 'Majlis e Tarheem', crumb: 'Majlis e Tarheem' },
  { path: '/akeeka', h1: 'Aqiqah Service', crumb: 'Aqiqah Service' },
  { path: '/religious-5', h1: 'Online Nikah Service', crumb: 'Online Nikah Service' },
  { path: '/istikhara', h1: 'Online Istikhara Service', crumb: 'Online Istikhara Service' },
  { path: '/recording', h1: 'Recording Services', crumb: 'Recording Services' },
  { path: '/marhomeen', h1: 'Aamal for Marhoomeen', crumb: 'Aamal for Marhoomeen' },
  { path: '/religious-3', h1: 'Question Answer Section', crumb: 'Question Answer' },
];
