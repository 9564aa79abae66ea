import type { Profile } from './schemas';

/** A profile's picture, or its initial when it has none; child profiles get the child frame (001 §5). */
export function ProfileAvatar({ profile, size = 40 }: { profile: Profile; size?: number }) {
  const className = `profile-avatar${profile.role === 'child' ? ' profile-avatar--child' : ''}`;
  return profile.icon ? (
    <img className={className} src={profile.icon} alt="" width={size} height={size} />
  ) : (
    <span className={className} style={{ width: size, height: size }} aria-hidden="true">
      {profile.name.slice(0, 1).toUpperCase()}
    </span>
  );
}
