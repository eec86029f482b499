// The layout catalogue of SPEC §3 "Layout sizes". Keys are `<network>.<name>`; the selector hides pozters.

export const LAYOUT_NETWORKS = [
  'pozters',
  'facebook',
  'instagram',
  'linkedin',
  'twitter',
  'youtube',
  'pinterest',
  'email',
  'documents',
] as const;
export type LayoutNetwork = (typeof LAYOUT_NETWORKS)[number];

export const LAYOUT_TYPES = ['post', 'header', 'document', 'ads', 'custom'] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

/** Groups shown in the interface (SPEC §2): documents, ads, posts, headers (Covers), profile, stories. */
export const LAYOUT_GROUPS = ['posts', 'stories', 'headers', 'profile', 'ads', 'documents'] as const;
export type LayoutGroup = (typeof LAYOUT_GROUPS)[number];

export interface Layout {
  key: string;
  name: string;
  network: LayoutNetwork | 'custom';
  type: LayoutType;
  group: LayoutGroup | 'custom';
  sizes: readonly [width: number, height: number];
}

type Row = readonly [
  key: string,
  name: string,
  type: LayoutType,
  group: LayoutGroup,
  width: number,
  height: number,
];

const rowsByNetwork: Record<LayoutNetwork, readonly Row[]> = {
  pozters: [
    ['pozters.default', 'Default', 'post', 'posts', 1200, 800],
    ['pozters.portrait', 'Portrait', 'post', 'posts', 700, 950],
    ['pozters.squared', 'Squared', 'post', 'posts', 800, 800],
  ],
  facebook: [
    ['facebook.post', 'Facebook Post', 'post', 'posts', 940, 788],
    ['facebook.link', 'Facebook Link', 'post', 'posts', 940, 492],
    ['facebook.cover', 'Facebook Cover', 'header', 'headers', 851, 315],
    ['facebook.event_cover', 'Facebook Event Cover', 'header', 'headers', 500, 262],
    ['facebook.profile', 'Facebook Profile Picture', 'post', 'profile', 360, 360],
    ['facebook.ad_link', 'Facebook Link Ad', 'ads', 'ads', 1200, 628],
    ['facebook.ad_carousel', 'Facebook Carousel Ad', 'ads', 'ads', 600, 600],
  ],
  instagram: [
    ['instagram.post', 'Instagram Post', 'post', 'posts', 800, 800],
    ['instagram.landscape', 'Instagram Landscape', 'post', 'posts', 1080, 566],
    ['instagram.portrait', 'Instagram Portrait', 'post', 'posts', 1080, 1350],
    ['instagram.story', 'Instagram Story', 'post', 'stories', 540, 960],
    ['instagram.profile', 'Instagram Profile Picture', 'post', 'profile', 320, 320],
    ['instagram.ad_original', 'Instagram Original Ad', 'ads', 'ads', 1200, 628],
    ['instagram.ad_square', 'Instagram Square Ad', 'ads', 'ads', 1080, 1080],
  ],
  linkedin: [
    ['linkedin.post', 'LinkedIn Post', 'post', 'posts', 1400, 800],
    ['linkedin.background_cover', 'LinkedIn Background Cover', 'header', 'headers', 800, 200],
    ['linkedin.profile', 'LinkedIn Profile Picture', 'post', 'profile', 400, 400],
    ['linkedin.ad', 'LinkedIn Ad', 'ads', 'ads', 1200, 627],
  ],
  twitter: [
    ['twitter.header', 'Twitter Header', 'header', 'headers', 1500, 500],
    ['twitter.image_post', 'Twitter Image Post', 'post', 'posts', 900, 450],
    ['twitter.link_post', 'Twitter Link Post', 'post', 'posts', 520, 254],
    ['twitter.profile', 'Twitter Profile Picture', 'post', 'profile', 400, 400],
    ['twitter.ad_sponsored_tweet', 'Twitter Sponsored Tweet', 'ads', 'ads', 1024, 512],
    ['twitter.ad_lead_card', 'Twitter Lead Card', 'ads', 'ads', 1600, 400],
    ['twitter.ad_website_card', 'Twitter Website Card', 'ads', 'ads', 1600, 640],
  ],
  youtube: [
    ['youtube.display_1', 'YouTube Display 1', 'ads', 'ads', 300, 60],
    ['youtube.display_2', 'YouTube Display 2', 'ads', 'ads', 300, 250],
    ['youtube.overlay', 'YouTube Overlay', 'ads', 'ads', 480, 70],
    ['youtube.leaderboard', 'YouTube Leaderboard', 'ads', 'ads', 728, 90],
    ['youtube.rectangle', 'YouTube Rectangle', 'ads', 'ads', 180, 150],
    ['youtube.channel_art', 'YouTube Channel Art', 'header', 'headers', 2134, 1200],
  ],
  pinterest: [['pinterest.design', 'Pinterest Design', 'post', 'posts', 700, 1050]],
  email: [['email.header', 'Email Header', 'header', 'headers', 600, 200]],
  documents: [
    ['documents.a4', 'A4', 'document', 'documents', 1240, 1754],
    ['documents.a3', 'A3', 'document', 'documents', 1754, 2480],
    ['documents.letter', 'Letter', 'document', 'documents', 1275, 1650],
    ['documents.a5', 'A5', 'document', 'documents', 1240, 877],
    ['documents.business_card', 'Business Card', 'document', 'documents', 1020, 600],
  ],
};

export const LAYOUTS: readonly Layout[] = LAYOUT_NETWORKS.flatMap((network) =>
  rowsByNetwork[network].map(([key, name, type, group, width, height]) => ({
    key,
    name,
    network,
    type,
    group,
    sizes: [width, height] as const,
  })),
);

const layoutsByKey = new Map(LAYOUTS.map((layout) => [layout.key, layout]));

export const DEFAULT_LAYOUT_KEY = 'instagram.story';

export function findLayout(key: string): Layout | undefined {
  return layoutsByKey.get(key);
}

export function getLayout(key: string): Layout {
  const layout = layoutsByKey.get(key);
  if (!layout) throw new Error(`Unknown layout "${key}"`);
  return layout;
}

/** "Instagram Story (540 x 960)": the label of the layout selector and template filters. */
export function layoutLabel(layout: Pick<Layout, 'name' | 'sizes'>): string {
  return `${layout.name} (${layout.sizes[0]} x ${layout.sizes[1]})`;
}

/** Layouts of the selector popover (SPEC §2): every network but pozters, grouped by interface group. */
export function layoutsForSelector(): Map<LayoutGroup, Layout[]> {
  const groups = new Map<LayoutGroup, Layout[]>();
  for (const group of LAYOUT_GROUPS) groups.set(group, []);
  for (const layout of LAYOUTS) {
    if (layout.network === 'pozters' || layout.group === 'custom') continue;
    groups.get(layout.group)?.push(layout);
  }
  for (const [group, layouts] of groups) if (layouts.length === 0) groups.delete(group);
  return groups;
}

/** Layouts of the template browser's social-network filter: not pozters, documents or email (SPEC §2). */
export function layoutsForTemplateFilter(): Layout[] {
  return LAYOUTS.filter((layout) => !['pozters', 'documents', 'email'].includes(layout.network));
}
