export type TeamMemberId = 'andrea' | 'julie' | 'david';

/**
 * Who is on the team (each member's id is their page's route id) and whether they can be hired
 * today (spec section 1). Its own small module: the header's menu lists the team on every page, and
 * importing the team cards' module there would bring their code into every page's first load.
 */
export const TEAM_MEMBERS: readonly { id: TeamMemberId; available: boolean }[] = [
  { id: 'andrea', available: true },
  { id: 'julie', available: false },
  { id: 'david', available: false },
];
