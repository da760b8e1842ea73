// Demo data for the embedded database and the tests, around the centres db:migrate keeps in step with
// content/centers (each gets as many doctors as its content entry says); everything else is generated,
// deterministically, around today in Colombo.
import { createHash, randomBytes } from 'node:crypto';
import { type Insertable, type Kysely, sql } from 'kysely';
import {
  type AppointmentStatus,
  GENDERS,
  REVIEW_DURATIONS,
  REVIEW_TREATMENTS,
  VOLUNTEER_DURATIONS,
  VOLUNTEER_PROGRAMS,
  VOLUNTEER_STATUSES,
} from '../../shared/enums.ts';
import { addDays, colomboInstant, colomboToday } from '../../shared/utils/colombo-time.ts';
import { generateSlots } from '../booking/slot-generation.ts';
import { SERVER_CONTENT } from '../content/server-content.ts';
import type { Database } from '../db/schema.ts';
import {
  DEMO_SERVICES,
  DOCTOR_SPECIALIZATIONS,
  FIRST_NAMES,
  LAST_NAMES,
  PATIENT_NAMES,
  QUALIFICATION_TRANSLATIONS,
  SPECIALIZATION_TRANSLATIONS,
  translatedName,
} from './demo-data.ts';
import { seedDemoLeave } from './demo-leave.ts';

/** A small seeded PRNG (mulberry32): the same demo data on every machine, for a given day. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Whether the demo (or any real) data is there: a database with doctors is never seeded again. */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('doctors').select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow();
  return Number(row.count) > 0;
}

export interface SeedOptions {
  /** The instant the demo data is built around (tests pin it). */
  now?: Date;
}

export async function seedDemoData(db: Kysely<Database>, options: SeedOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  const today = colomboToday(now);
  const rand = random(20261121);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const centers = SERVER_CONTENT.centers;

  await db.transaction().execute(async (trx) => {
    const serviceIds = await trx
      .insertInto('services')
      .values(
        DEMO_SERVICES.map((service, index) => ({
          ...service,
          benefits: JSON.stringify(service.benefits),
          // Creation order is the display order among equals: one minute apart.
          created_at: new Date(now.getTime() - (DEMO_SERVICES.length - index) * 60_000),
        })),
      )
      .returning(['id', 'name'])
      .execute();

    // Doctors: as many per centre as its content entry says (12, 8, 6, 5, 7 and 4).
    let doctorNumber = 0;
    const doctors: { id: string; centerId: string; capacity: number }[] = [];
    for (const center of centers) {
      for (let index = 0; index < center.doctors; index++, doctorNumber++) {
        const firstName = FIRST_NAMES[doctorNumber % FIRST_NAMES.length] as string;
        const lastName = LAST_NAMES[(doctorNumber * 7) % LAST_NAMES.length] as string;
        const experience = 4 + Math.floor(rand() * 28);
        const specialization = DOCTOR_SPECIALIZATIONS[doctorNumber % DOCTOR_SPECIALIZATIONS.length] as string;
        const name = `${firstName} ${lastName}`;
        // The same draws in the same order as before the translations (the demo data stays the same).
        const fee = 1500 + 500 * Math.floor(rand() * 5);
        const qualification = pick(Object.keys(QUALIFICATION_TRANSLATIONS));
        const { id } = await trx
          .insertInto('doctors')
          .values({
            title: 'Dr.',
            name,
            specialization,
            name_si: translatedName(name, 'si') ?? null,
            name_ta: translatedName(name, 'ta') ?? null,
            specialization_si: SPECIALIZATION_TRANSLATIONS[specialization]?.si ?? null,
            specialization_ta: SPECIALIZATION_TRANSLATIONS[specialization]?.ta ?? null,
            consultation_fee: fee,
            qualification,
            qualification_si: QUALIFICATION_TRANSLATIONS[qualification]?.si ?? null,
            qualification_ta: QUALIFICATION_TRANSLATIONS[qualification]?.ta ?? null,
            experience_years: experience,
            bio: `${firstName} has practised ${specialization.toLowerCase()} for ${experience} years and sees patients in Sinhala and English.`,
            phone: `+9477${String(1000000 + doctorNumber * 7919).slice(-7)}`,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('doctor_centers').values({ doctor_id: id, medical_center_id: center.id }).execute();
        // Every third doctor runs group therapy sessions: three places per slot.
        const capacity = doctorNumber % 3 === 2 ? 3 : 1;
        const workdays = doctorNumber % 2 === 0 ? [1, 3, 5, 6] : [0, 2, 4, 6];
        // The week has held since the first demo slot (two weeks ago).
        const session = { doctor_id: id, medical_center_id: center.id, effective_from: addDays(today, -14) };
        const timed = { ...session, slot_minutes: 30, max_bookings: capacity };
        await trx
          .insertInto('doctor_schedules')
          .values([
            ...workdays.flatMap((weekday) => [
              { ...timed, weekday, start_time: '09:00', end_time: '12:00' },
              ...(weekday === 0 ? [] : [{ ...timed, weekday, start_time: '14:00', end_time: '17:00' }]),
            ]),
            // Every fourth doctor also channels on Tuesday evenings: 15 numbered places.
            ...(doctorNumber % 4 === 3
              ? [
                  {
                    ...session,
                    weekday: 2,
                    start_time: '17:30',
                    end_time: '19:30',
                    kind: 'numbers' as const,
                    slot_minutes: null,
                    max_bookings: 15,
                  },
                ]
              : []),
          ])
          .execute();
        doctors.push({ id, centerId: center.id, capacity });
      }
    }

    // Slots from two weeks ago (the history of the demo appointments) to 30 days ahead.
    await generateSlots(trx, addDays(today, -14), 14 + 30);

    // Demo appointments: past ones completed, no-show or cancelled (some of today's patients still in the waiting
    // room, arrived), upcoming ones pending or confirmed, and a few upcoming slots filled to the last place so the
    // wizard shows full slots.
    const slots = await trx
      .selectFrom('appointment_slots')
      .select(['id', 'slot_date', 'slot_time', 'max_bookings', 'doctor_id'])
      .orderBy('slot_date')
      .orderBy('slot_time')
      .execute();
    const appointments: Insertable<Database['appointments']>[] = [];
    for (let index = 0; index < 60; index++) {
      const slot = slots[Math.floor(rand() * slots.length)];
      if (!slot) continue;
      const past = colomboInstant(slot.slot_date, slot.slot_time) < now;
      const status: AppointmentStatus = past
        ? pick(['completed', 'completed', 'completed', 'no_show', 'cancelled'] as const)
        : pick(['pending', 'pending', 'confirmed'] as const);
      const fillToCapacity = !past && index % 6 === 0;
      const places = fillToCapacity ? slot.max_bookings : 1;
      for (let place = 0; place < places; place++) {
        const [firstName, lastName] = PATIENT_NAMES[(index + place) % PATIENT_NAMES.length] as readonly [
          string,
          string,
        ];
        const service = serviceIds[(index + place) % serviceIds.length];
        const email = `${`${firstName}.${lastName}${index}-${place}`.toLowerCase().replace(/\s+/g, '')}@example.lk`;
        appointments.push({
          reference: `WK-D${String(index).padStart(3, '0')}${place}`,
          slot_id: slot.id,
          service_id: service?.id ?? null,
          service_type: service?.name ?? 'Wellness Consultation',
          patient_name: `${firstName} ${lastName}`,
          patient_email: email,
          patient_phone: `+94 71 ${String(2000000 + index * 131 + place).slice(-7)}`,
          first_name: firstName,
          last_name: lastName,
          gender: pick(GENDERS),
          preferred_language: pick(['english', 'sinhala', 'tamil'] as const),
          how_did_you_hear: pick(['google', 'friend-family', 'doctor-referral'] as const),
          patient_notes: index % 4 === 0 ? 'Prefers a morning appointment.' : null,
          notes: index % 4 === 0 ? 'Notes: Prefers a morning appointment.' : null,
          status: fillToCapacity ? 'confirmed' : status,
          cancelled_at: status === 'cancelled' ? new Date(now.getTime() - 86_400_000) : null,
          cancelled_by: status === 'cancelled' ? ('patient' as const) : null,
          manage_token_hash: sha256(randomBytes(16).toString('hex')),
          created_at: new Date(now.getTime() - Math.floor(rand() * 40) * 86_400_000 - index * 3_600_000),
        });
      }
    }
    // Today's first three visits: their patients are in the waiting room, marked as arrived a little before their time.
    for (const [place, slot] of slots
      .filter((s) => s.slot_date === today)
      .slice(0, 3)
      .entries()) {
      const [firstName, lastName] = PATIENT_NAMES[(place * 7) % PATIENT_NAMES.length] as readonly [string, string];
      const due = colomboInstant(slot.slot_date, slot.slot_time).getTime() - 15 * 60_000;
      appointments.push({
        reference: `WK-A${String(place).padStart(3, '0')}0`,
        slot_id: slot.id,
        service_id: serviceIds[place]?.id ?? null,
        service_type: serviceIds[place]?.name ?? 'Wellness Consultation',
        patient_name: `${firstName} ${lastName}`,
        patient_email: `${`${firstName}.${lastName}.arrived${place}`.toLowerCase().replace(/\s+/g, '')}@example.lk`,
        patient_phone: `+94 77 ${String(3000000 + place).slice(-7)}`,
        first_name: firstName,
        last_name: lastName,
        gender: null,
        preferred_language: (['sinhala', 'tamil', 'english'] as const)[place % 3] ?? 'sinhala',
        how_did_you_hear: null,
        patient_notes: null,
        notes: null,
        status: 'arrived',
        cancelled_at: null,
        cancelled_by: null,
        arrived_at: new Date(Math.min(due, now.getTime() - 5 * 60_000)),
        manage_token_hash: sha256(randomBytes(16).toString('hex')),
        created_at: new Date(now.getTime() - (place + 2) * 86_400_000),
      });
    }
    // Keep one live booking per patient and slot, as the unique index demands.
    const seen = new Set<string>();
    const unique = appointments.filter((a) => {
      const key = `${a.slot_id}:${a.patient_email}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    await trx.insertInto('appointments').values(unique).execute();
    // Each slot counts its live bookings, never more than its places.
    await sql`
      update appointment_slots s set current_bookings = least(s.max_bookings, b.live)
      from (select slot_id, count(*)::int as live from appointments where status <> 'cancelled' group by slot_id) b
      where b.slot_id = s.id`.execute(trx);
    // A doctor on leave, marked as staff mark it, with the patients it caught.
    const onLeave = doctors[1];
    if (onLeave) await seedDemoLeave(trx, onLeave, now);

    await trx.insertInto('reviews').values(demoReviews(now)).execute();
    await trx.insertInto('volunteer_applications').values(demoApplications(now)).execute();
  });
}

function demoReviews(now: Date) {
  const stories = [
    [
      'Chandani Wijesuriya',
      52,
      'Teacher',
      'Gampaha',
      'Chronic knee pain',
      'Ayurvedic Massage',
      '1-2 months',
      5,
      'After years of knee pain I could finally climb the stairs at school again. The doctors explained every step and the oil treatments were gentle.',
    ],
    [
      'Roshan Fernando',
      38,
      'Software Engineer',
      'Colombo',
      'Insomnia and stress',
      'Stress & Sleep Therapy',
      '3-4 weeks',
      5,
      'The shirodhara sessions and the evening routine they taught me changed my sleep completely. I wake up rested for the first time in years.',
    ],
    [
      'Mohamed Nazeer',
      61,
      'Retired Bank Manager',
      'Kandy',
      'Lower back pain',
      'Joint & Spine Care',
      '3-4 months',
      4,
      'Patient, honest doctors and real improvement in my back. The herbal compresses worked better than the painkillers I had taken for years.',
    ],
    [
      'Tharushi Jayasekara',
      29,
      'Nurse',
      'Galle',
      'Eczema',
      'Herbal Medicine',
      '3-4 months',
      5,
      'My skin had not been clear since childhood. The herbal paste and diet advice from the Galle center made a difference I can see every day.',
    ],
    [
      'Kumaran Selvaraj',
      45,
      'Shop Owner',
      'Negombo',
      'Digestive problems',
      'Nutritional Medicine',
      '1-2 months',
      5,
      'They looked at what my family eats and changed a few simple things. My digestion is better and my wife and children eat healthier too.',
    ],
    [
      'Irangani Perera',
      67,
      'Retired Principal',
      'Nittambuwa',
      'Arthritis',
      'Joint & Spine Care',
      '6+ months',
      5,
      'I have been treated here for arthritis for a year. The staff treat me like family and my hands are much less stiff in the mornings now.',
    ],
    [
      'Dulaj Ranasinghe',
      33,
      'Cricket Coach',
      'Anuradhapura',
      'Ankle sprain',
      'Kadum Bindum Bone Setting',
      '3-4 weeks',
      5,
      'A bad sprain before the season. The bone setter treated it with herbal bandages and I was back on the field in three weeks, stronger than before.',
    ],
    [
      'Sanjana Alwis',
      41,
      'Accountant',
      'Colombo',
      'Migraines',
      'Medicinal Steam Bath',
      '1-2 months',
      4,
      'Fewer migraines and less intense when they come. The steam therapy and the herbs were pleasant and the booking was easy on my phone.',
    ],
    [
      'Priya Natarajan',
      36,
      'Designer',
      'Nuwara Eliya',
      'Fatigue',
      'Herbal Medicine',
      '5-6 months',
      5,
      'The rejuvenation program in Nuwara Eliya gave me my energy back after a long illness. Calm place, kind people and good food.',
    ],
  ] as const;
  const pending = [
    [
      'Asela Gunasekara',
      48,
      'Driver',
      'Kurunegala',
      'Neck pain',
      'Ayurvedic Massage',
      '1-2 weeks',
      4,
      'Two sessions so far and the neck pain is already easier. The therapists are careful and explain what they are doing.',
    ],
    [
      'Nilmini Dias',
      55,
      'Tailor',
      'Kelaniya',
      'Joint pain',
      'Panchakarma Therapy',
      '1-2 months',
      5,
      'The treatment for my joints has been wonderful. I can sew for longer now without my fingers aching at the end of the day.',
    ],
    [
      'Hasitha Bandara',
      27,
      'Student',
      'Peradeniya',
      'Acne',
      'Herbal Medicine',
      '3-4 weeks',
      3,
      'Some improvement after a month of herbal treatment. It takes patience, but the doctor was clear about that from the start.',
    ],
  ] as const;
  const rejected = [
    [
      'Test User',
      30,
      'Tester',
      'Nowhere',
      'None',
      'Other',
      '1-2 weeks',
      1,
      'This is not a real review, just checking whether the form works. Please ignore this submission entirely.',
    ],
  ] as const;
  const rows = [
    ...stories.map((s) => ({ s, status: 'approved' as const })),
    ...pending.map((s) => ({ s, status: 'pending' as const })),
    ...rejected.map((s) => ({ s, status: 'rejected' as const })),
  ];
  return rows.map(
    ({ s: [name, age, profession, location, condition, treatment, duration, rating, text], status }, index) => {
      if (!REVIEW_TREATMENTS.includes(treatment) || !REVIEW_DURATIONS.includes(duration))
        throw new Error(`Bad demo review ${name}`);
      const created = new Date(now.getTime() - (index + 1) * 3 * 86_400_000);
      return {
        name,
        age,
        profession,
        location,
        email: `${name.split(' ')[0]?.toLowerCase()}@example.lk`,
        phone: `+94 77 ${String(3000000 + index * 977).slice(-7)}`,
        condition,
        treatment,
        duration,
        rating,
        review_text: text,
        consent_at: created,
        review_status: status,
        admin_notes: status === 'rejected' ? 'Test submission, not a patient.' : null,
        reviewed_at: status === 'pending' ? null : new Date(created.getTime() + 86_400_000),
        created_at: created,
      };
    },
  );
}

function demoApplications(now: Date) {
  const people = [
    ['Emma', 'Schneider', 'German', 'Germany', 'Berlin'],
    ['Sahan', 'Wickramaratne', 'Sri Lankan', 'Sri Lanka', 'Gampaha'],
    ['Aiko', 'Tanaka', 'Japanese', 'Japan', 'Osaka'],
    ['Ravi', 'Menon', 'Indian', 'India', 'Kochi'],
    ['Chloe', 'Martin', 'French', 'France', 'Lyon'],
    ['Nethmi', 'Abeywardena', 'Sri Lankan', 'Sri Lanka', 'Kandy'],
    ['Liam', 'O’Connor', 'Irish', 'Ireland', 'Cork'],
    ['Hiruni', 'Samaraweera', 'Sri Lankan', 'Sri Lanka', 'Matara'],
  ] as const;
  return people.map(([first, last, nationality, country, city], index) => {
    const program = VOLUNTEER_PROGRAMS[index % VOLUNTEER_PROGRAMS.length] ?? 'community';
    const status = VOLUNTEER_STATUSES[index % VOLUNTEER_STATUSES.length] ?? 'pending';
    const duration = VOLUNTEER_DURATIONS[(index + 1) % VOLUNTEER_DURATIONS.length] ?? 'flexible';
    const created = new Date(now.getTime() - (index + 1) * 2 * 86_400_000);
    return {
      first_name: first,
      last_name: last,
      email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@example.org`,
      phone: `+94 76 ${String(4000000 + index * 313).slice(-7)}`,
      date_of_birth: `${1990 + index}-0${(index % 9) + 1}-15`,
      nationality,
      country,
      city,
      program_id: program,
      preferred_start_date: addDays(colomboToday(now), 30 + index * 7),
      duration,
      duration_weeks: Number.parseInt(duration, 10)
        ? Number.parseInt(duration, 10) * (duration.includes('month') ? 4 : 1)
        : 4,
      flexibility: 'Weekdays, flexible by a week either way.',
      relevant_experience: 'Two years volunteering at a community health clinic and a certificate in herbal studies.',
      motivation: 'I want to learn how traditional Sri Lankan medicine is practised and help bring it to more people.',
      expectations: 'Hands-on learning alongside practitioners and helping at rural health camps.',
      emergency_contact_name: `${last} family`,
      emergency_contact_phone: '+94 11 234 5678',
      emergency_contact_relation: 'Parent',
      agreement_accepted_at: created,
      status,
      reviewed_at: status === 'pending' ? null : new Date(created.getTime() + 86_400_000),
      created_at: created,
    };
  });
}
