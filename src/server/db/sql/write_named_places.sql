-- Rewrites the rows of the cities named (jobseeker_named_places) of these people from their projection rows: one per
-- distinct city, for people not open to anywhere. Called by the projection's trigger (match_profile_to_named_places),
-- and by bulk loads that write projection rows with triggers off.
CREATE OR REPLACE FUNCTION write_named_places(user_ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM jobseeker_named_places WHERE user_id = ANY(user_ids);
  INSERT INTO jobseeker_named_places (user_id, place, earlier_places, core_profile_complete, open_to_matching, can_work_in_us, metro_code, open_anywhere, remote_only, hours, salary_asked, rate_asked, years_experience, areas, languages, working_languages, degrees, fields, traits, years_managing, team_size_rank, largest_budget, start_code, skills_0, skills_1, skills_2, skills_3, skills_4, metro_area)
  SELECT profile.user_id, named.place,
    coalesce(array_agg(named.place) OVER (PARTITION BY profile.user_id ORDER BY named.place ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), '{}'),
    profile.core_profile_complete, profile.open_to_matching, profile.can_work_in_us, profile.metro_code, profile.open_anywhere, profile.remote_only, profile.hours, profile.salary_asked, profile.rate_asked, profile.years_experience, profile.areas, profile.languages, profile.working_languages, profile.degrees, profile.fields, profile.traits, profile.years_managing, profile.team_size_rank, profile.largest_budget, profile.start_code, profile.skills_0, profile.skills_1, profile.skills_2, profile.skills_3, profile.skills_4, profile.metro_area
  FROM jobseeker_match_profiles AS profile CROSS JOIN LATERAL (SELECT DISTINCT unnest(profile.other_locations) AS place) AS named
  WHERE profile.user_id = ANY(user_ids) AND NOT profile.open_anywhere;
$$;
