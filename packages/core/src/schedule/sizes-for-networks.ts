import { findLayout, type LayoutNetwork } from '../layouts/catalogue';
import { ratioAccepted } from './network-checks';
import type { ScheduleNetwork } from './networks';

/** One size of a design (magic resize, issue 23) as scheduling sees it. */
export interface SizeForScheduling {
  id: number;
  layout: string;
  width: number;
  height: number;
}

/** The layouts made for each scheduling network's posts (Google has none of its own). */
const LAYOUT_NETWORK: Record<ScheduleNetwork, LayoutNetwork | null> = {
  instagram: 'instagram',
  fb_page: 'facebook',
  fb_event: 'facebook',
  fb_group: 'facebook',
  twitter: 'twitter',
  google: null,
  linkedin: 'linkedin',
  pinterest: 'pinterest',
};

/**
 * The size a network gets when each network gets its own (scheduled together, one caption): the one asked for
 * when it is made for that network; else the first made for its feed posts, else for it at all; else the one asked
 * for when the network takes its proportions, else the first it takes; else the one asked for.
 */
export function sizeForNetwork<Size extends SizeForScheduling>(
  sizes: readonly Size[],
  network: ScheduleNetwork,
  askedId: number,
): Size {
  const asked = sizes.find((size) => size.id === askedId);
  if (!asked) throw new RangeError(`The design ${askedId} is not one of the sizes`);
  const forNetwork = sizes.filter((size) => {
    const layout = findLayout(size.layout);
    return layout !== undefined && layout.network === LAYOUT_NETWORK[network];
  });
  if (forNetwork.includes(asked)) return asked;
  const post = forNetwork.find((size) => findLayout(size.layout)?.group === 'posts');
  if (post ?? forNetwork[0]) return (post ?? forNetwork[0]) as Size;
  const fits = (size: Size) => ratioAccepted(size.width / size.height, network);
  if (fits(asked)) return asked;
  return sizes.find(fits) ?? asked;
}

/**
 * The posts scheduling the sizes together makes: one per size some network gets, with its networks in the
 * order chosen, the size asked for first.
 */
export function postsForSizes<Size extends SizeForScheduling>(
  sizes: readonly Size[],
  networks: readonly ScheduleNetwork[],
  askedId: number,
): { size: Size; networks: ScheduleNetwork[] }[] {
  const posts = new Map<number, { size: Size; networks: ScheduleNetwork[] }>();
  for (const network of networks) {
    const size = sizeForNetwork(sizes, network, askedId);
    const post = posts.get(size.id) ?? { size, networks: [] };
    post.networks.push(network);
    posts.set(size.id, post);
  }
  return [...posts.values()].sort((a, b) => Number(b.size.id === askedId) - Number(a.size.id === askedId));
}
