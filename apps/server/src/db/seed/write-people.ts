/**
 * Writes the people half of a seed plan: demo users with balances equal to their ledger, their
 * shipping addresses, rewards, bid-pack and winner orders with payments and winner photos,
 * BidBuddies, the Blitz ledger, reviews and favourites.
 */
import { sql } from 'drizzle-orm';
import { thumbnailOf } from '@blitz/contract';
import type { Database } from '../client';
import { bidBuddies, blitzLedger, favourites, orderItems, orders, payments, reviews, rewards, shippingProfiles, users } from '../schema';
import { catalogueMediaPath } from '../../shared/media-paths';
import { nicknameSkeleton } from '../../nickname-key';
import { placeOf } from './people';
import type { SeedPlan } from './plan';
import { inChunks, type CatalogueIds } from './write-catalogue';

const DAY = 86_400_000;

export const demoEmail = (nickname: string) => `${nickname.toLowerCase().replace(/_/g, '.')}@demo.invalid`;

const mobileOf = (index: number) => `08${String((23_456_789 + index * 917_331) % 100_000_000).padStart(8, '0')}`;

export async function writeUsers(db: Database, plan: SeedPlan, now: Date): Promise<number[]> {
  const rows = await db
    .insert(users)
    .values(
      plan.people.map((person, index) => {
        const balance = plan.wallets.balances[index] ?? { free: 0, paid: 0 };
        const joined = new Date(now.getTime() - (90 + index) * DAY);
        return {
          email: demoEmail(person.nickname),
          nickname: person.nickname,
          nicknameSkeleton: nicknameSkeleton(person.nickname),
          firstName: person.firstName,
          lastName: person.lastName,
          mobileNumber: mobileOf(index),
          location: person.location,
          language: 'en',
          freeBlitz: balance.free,
          paidBlitz: balance.paid,
          referralCode: `demo-${person.nickname.toLowerCase()}`,
          adultConfirmedAt: joined,
          isDemo: true,
          createdAt: joined,
          updatedAt: joined,
        };
      }),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

export async function writeActivity(db: Database, plan: SeedPlan, ids: CatalogueIds, userIds: readonly number[]): Promise<void> {
  const user = (person: number) => userIds[person]!;

  const profileIds: number[] = [];
  for (const [index, person] of plan.people.entries()) {
    const place = placeOf(person.location);
    const [row] = await db
      .insert(shippingProfiles)
      .values({
        userId: user(index),
        title: 'Home',
        recipientName: `${person.firstName} ${person.lastName}`,
        recipientMobile: mobileOf(index),
        streetAddress: plan.streets[index] ?? '1 Main Road',
        suburb: place.suburb,
        city: place.city,
        province: place.province,
        postalCode: place.postalCode,
      })
      .returning({ id: shippingProfiles.id });
    profileIds.push(row!.id);
  }

  const rewardRows = await db
    .insert(rewards)
    .values(
      plan.wallets.rewards.map((r) => ({
        userId: user(r.person),
        kind: r.kind,
        amount: r.amount,
        dateKey: r.dateKey,
        createdAt: r.at,
      })),
    )
    .returning({ id: rewards.id, userId: rewards.userId, kind: rewards.kind, dateKey: rewards.dateKey });
  const rewardIdByKey = new Map(rewardRows.map((row) => [`${row.userId}/${row.kind}/${row.dateKey}`, row.id]));

  const purchaseOrderIds: number[] = [];
  for (const order of plan.orders) {
    const auction = order.kind === 'auction' ? plan.auctions[order.source] : undefined;
    const purchase = order.kind === 'bids' ? plan.wallets.purchases[order.source] : undefined;
    const profileId = order.kind === 'auction' && order.paidAt ? profileIds[order.person] : undefined;
    const [row] = await db
      .insert(orders)
      .values({
        userId: user(order.person),
        status: order.status,
        totalCents: order.priceCents,
        shippingProfileId: profileId ?? null,
        shippingAddress:
          profileId === undefined ? null : { ...placeOf(plan.people[order.person]!.location), street: plan.streets[order.person] },
        courier: order.courier,
        trackingNumber: order.trackingNumber,
        payBy: order.payBy,
        paidAt: order.paidAt,
        shippedAt: order.shippedAt,
        deliveredAt: order.deliveredAt,
        createdAt: order.createdAt,
        updatedAt: order.deliveredAt ?? order.shippedAt ?? order.paidAt ?? order.createdAt,
      })
      .returning({ id: orders.id });
    const orderId = row!.id;
    if (purchase) purchaseOrderIds[order.source] = orderId;
    const photo = auction?.winnerPhoto;
    const photoUrl = photo ? catalogueMediaPath(photo.file) : null;
    await db.insert(orderItems).values({
      orderId,
      kind: order.kind,
      productId: auction ? ids.productIds[order.source]! : null,
      bidPackId: purchase ? ids.packIds[purchase.pack]! : null,
      title: order.title,
      priceCents: order.priceCents,
      finalPriceCents: order.priceCents,
      winnerPhoto: photoUrl,
      // The catalogue renderer makes a demo photo's thumbnail beside it, where an upload's is stored.
      winnerPhotoThumb: photoUrl && thumbnailOf(photoUrl),
      winnerPhotoCaption: photo?.caption ?? null,
      createdAt: order.createdAt,
    });
    if (order.paidAt && order.priceCents > 0) {
      await db.insert(payments).values({
        orderId,
        userId: user(order.person),
        gateway: 'sandbox',
        reference: `seed-${orderId}`,
        gatewayPaymentId: `SBX${orderId}`,
        amountCents: order.priceCents,
        status: 'complete',
        createdAt: order.paidAt,
        updatedAt: order.paidAt,
      });
    }
  }

  const buddyRows = plan.wallets.buddies.length
    ? await db
        .insert(bidBuddies)
        .values(
          plan.wallets.buddies.map((b) => ({
            userId: user(b.person),
            productId: ids.productIds[b.auction]!,
            reserved: b.reserved,
            remainingFree: b.fromFree,
            remainingPaid: b.fromPaid,
            active: true,
            activatedAt: b.at,
            createdAt: b.at,
            updatedAt: b.at,
          })),
        )
        .returning({ id: bidBuddies.id, userId: bidBuddies.userId, productId: bidBuddies.productId })
    : [];
  const buddyIdByKey = new Map(buddyRows.map((row) => [`${row.userId}/${row.productId}`, row.id]));
  // Running auctions with buddies get their first buddy turn shortly before the end.
  await db.execute(sql`
    update products p set buddy_due_at = p.end_time - interval '3 seconds'
    where p.status = 'Open' and exists (select 1 from bid_buddies bb where bb.product_id = p.id and bb.active)`);

  await inChunks(
    plan.wallets.ledger.map((entry) => {
      const { source } = entry;
      let reference: string;
      if (source.type === 'bid') reference = `bid:${ids.bidIds[source.auction]?.[source.bid]}`;
      else if (source.type === 'purchase') reference = `order:${purchaseOrderIds[source.purchase]}`;
      else if (source.type === 'buddy') {
        const buddy = plan.wallets.buddies[source.buddy]!;
        reference = `buddy:${buddyIdByKey.get(`${user(buddy.person)}/${ids.productIds[buddy.auction]}`)}`;
      } else {
        const reward = plan.wallets.rewards[source.reward]!;
        reference = `reward:${rewardIdByKey.get(`${user(reward.person)}/${reward.kind}/${reward.dateKey}`)}`;
      }
      return { userId: user(entry.person), delta: entry.delta, kind: entry.kind, paid: entry.paid, reference, createdAt: entry.at };
    }),
    (chunk) => db.insert(blitzLedger).values(chunk).returning({ id: blitzLedger.id }),
  );

  if (plan.reviews.length) {
    await db.insert(reviews).values(
      plan.reviews.map((r) => ({
        itemId: ids.itemIds.get(r.itemKey)!,
        userId: user(r.person),
        rating: r.rating,
        review: r.review,
        createdAt: r.at,
      })),
    );
  }
  if (plan.favourites.length) {
    await db.insert(favourites).values(plan.favourites.map((f) => ({ userId: user(f.person), productId: ids.productIds[f.auction]! })));
  }
}
