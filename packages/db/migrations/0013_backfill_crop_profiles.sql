-- Custom migration (hand-written SQL, generated from FAO56_CROPS): organisations created before crop profiles
-- existed get the FAO-56 growth and KC profile of each crop, as new organisations do (seedFao56Profiles).
-- Only organisations with no growth profiles (resp. no KC profiles) at all are filled, once.
WITH fao (name, crop, evergreen, root_min, root_max, p, height) AS (VALUES
    ('FAO-56 Date palms', 'date_palm', true, 1.5, 2.5, 0.5, 8),
    ('FAO-56 Citrus, no ground cover, 70% canopy', 'citrus_70_no_cover', false, 1.2, 1.5, 0.5, 4),
    ('FAO-56 Citrus, no ground cover, 50% canopy', 'citrus_50_no_cover', false, 1.1, 1.5, 0.5, 3),
    ('FAO-56 Citrus, no ground cover, 20% canopy', 'citrus_20_no_cover', false, 0.8, 1.1, 0.5, 2),
    ('FAO-56 Citrus, active ground cover, 70% canopy', 'citrus_70_ground_cover', false, 1.2, 1.5, 0.5, 4),
    ('FAO-56 Citrus, active ground cover, 50% canopy', 'citrus_50_ground_cover', false, 1.1, 1.5, 0.5, 3),
    ('FAO-56 Citrus, active ground cover, 20% canopy', 'citrus_20_ground_cover', false, 0.8, 1.1, 0.5, 2),
    ('FAO-56 Alfalfa hay, averaged cutting effects', 'alfalfa_averaged', false, 1, 2, 0.55, 0.7),
    ('FAO-56 Alfalfa hay, individual cutting periods', 'alfalfa_individual_cutting', false, 1, 2, 0.55, 0.7),
    ('FAO-56 Spring wheat', 'spring_wheat', false, 1, 1.5, 0.55, 1),
    ('FAO-56 Winter wheat (non-frozen soil)', 'winter_wheat', false, 1.5, 1.8, 0.55, 1),
    ('FAO-56 Maize, field (grain), field dried', 'maize_grain', false, 1, 1.7, 0.55, 2),
    ('FAO-56 Potato', 'potato', false, 0.4, 0.6, 0.35, 0.6),
    ('FAO-56 Onion, dry', 'onion_dry', false, 0.3, 0.6, 0.3, 0.4),
    ('FAO-56 Olives (40-60% ground cover)', 'olives', false, 1.2, 1.7, 0.65, 4),
    ('FAO-56 Tomato', 'tomato', false, 0.7, 1.5, 0.4, 0.6),
    ('FAO-56 Sugar beet', 'sugar_beet', false, 0.7, 1.2, 0.55, 0.5)
), inserted AS (
  INSERT INTO "growth_profiles" ("org_id", "name", "crop", "evergreen", "root_depth_min_m", "root_depth_max_m", "depletion_p", "max_height_m")
  SELECT o."id", fao.name, fao.crop, fao.evergreen, fao.root_min, fao.root_max, fao.p, fao.height
  FROM "organizations" o CROSS JOIN fao
  WHERE NOT EXISTS (SELECT 1 FROM "growth_profiles" g WHERE g."org_id" = o."id")
  RETURNING "id", "org_id", "name"
), stages (name, stage, days, position) AS (VALUES
    ('FAO-56 Citrus, no ground cover, 70% canopy', 'initial', 60, 0),
    ('FAO-56 Citrus, no ground cover, 70% canopy', 'development', 90, 1),
    ('FAO-56 Citrus, no ground cover, 70% canopy', 'mid', 120, 2),
    ('FAO-56 Citrus, no ground cover, 70% canopy', 'late', 95, 3),
    ('FAO-56 Citrus, no ground cover, 50% canopy', 'initial', 60, 0),
    ('FAO-56 Citrus, no ground cover, 50% canopy', 'development', 90, 1),
    ('FAO-56 Citrus, no ground cover, 50% canopy', 'mid', 120, 2),
    ('FAO-56 Citrus, no ground cover, 50% canopy', 'late', 95, 3),
    ('FAO-56 Citrus, no ground cover, 20% canopy', 'initial', 60, 0),
    ('FAO-56 Citrus, no ground cover, 20% canopy', 'development', 90, 1),
    ('FAO-56 Citrus, no ground cover, 20% canopy', 'mid', 120, 2),
    ('FAO-56 Citrus, no ground cover, 20% canopy', 'late', 95, 3),
    ('FAO-56 Citrus, active ground cover, 70% canopy', 'initial', 60, 0),
    ('FAO-56 Citrus, active ground cover, 70% canopy', 'development', 90, 1),
    ('FAO-56 Citrus, active ground cover, 70% canopy', 'mid', 120, 2),
    ('FAO-56 Citrus, active ground cover, 70% canopy', 'late', 95, 3),
    ('FAO-56 Citrus, active ground cover, 50% canopy', 'initial', 60, 0),
    ('FAO-56 Citrus, active ground cover, 50% canopy', 'development', 90, 1),
    ('FAO-56 Citrus, active ground cover, 50% canopy', 'mid', 120, 2),
    ('FAO-56 Citrus, active ground cover, 50% canopy', 'late', 95, 3),
    ('FAO-56 Citrus, active ground cover, 20% canopy', 'initial', 60, 0),
    ('FAO-56 Citrus, active ground cover, 20% canopy', 'development', 90, 1),
    ('FAO-56 Citrus, active ground cover, 20% canopy', 'mid', 120, 2),
    ('FAO-56 Citrus, active ground cover, 20% canopy', 'late', 95, 3),
    ('FAO-56 Alfalfa hay, averaged cutting effects', 'initial', 10, 0),
    ('FAO-56 Alfalfa hay, averaged cutting effects', 'development', 30, 1),
    ('FAO-56 Alfalfa hay, averaged cutting effects', 'mid', 25, 2),
    ('FAO-56 Alfalfa hay, averaged cutting effects', 'late', 10, 3),
    ('FAO-56 Alfalfa hay, individual cutting periods', 'initial', 5, 0),
    ('FAO-56 Alfalfa hay, individual cutting periods', 'development', 10, 1),
    ('FAO-56 Alfalfa hay, individual cutting periods', 'mid', 10, 2),
    ('FAO-56 Alfalfa hay, individual cutting periods', 'late', 5, 3),
    ('FAO-56 Spring wheat', 'initial', 20, 0),
    ('FAO-56 Spring wheat', 'development', 50, 1),
    ('FAO-56 Spring wheat', 'mid', 60, 2),
    ('FAO-56 Spring wheat', 'late', 30, 3),
    ('FAO-56 Winter wheat (non-frozen soil)', 'initial', 30, 0),
    ('FAO-56 Winter wheat (non-frozen soil)', 'development', 140, 1),
    ('FAO-56 Winter wheat (non-frozen soil)', 'mid', 40, 2),
    ('FAO-56 Winter wheat (non-frozen soil)', 'late', 30, 3),
    ('FAO-56 Maize, field (grain), field dried', 'initial', 25, 0),
    ('FAO-56 Maize, field (grain), field dried', 'development', 40, 1),
    ('FAO-56 Maize, field (grain), field dried', 'mid', 45, 2),
    ('FAO-56 Maize, field (grain), field dried', 'late', 30, 3),
    ('FAO-56 Potato', 'initial', 30, 0),
    ('FAO-56 Potato', 'development', 35, 1),
    ('FAO-56 Potato', 'mid', 50, 2),
    ('FAO-56 Potato', 'late', 25, 3),
    ('FAO-56 Onion, dry', 'initial', 20, 0),
    ('FAO-56 Onion, dry', 'development', 35, 1),
    ('FAO-56 Onion, dry', 'mid', 110, 2),
    ('FAO-56 Onion, dry', 'late', 45, 3),
    ('FAO-56 Olives (40-60% ground cover)', 'initial', 30, 0),
    ('FAO-56 Olives (40-60% ground cover)', 'development', 90, 1),
    ('FAO-56 Olives (40-60% ground cover)', 'mid', 60, 2),
    ('FAO-56 Olives (40-60% ground cover)', 'late', 90, 3),
    ('FAO-56 Tomato', 'initial', 35, 0),
    ('FAO-56 Tomato', 'development', 45, 1),
    ('FAO-56 Tomato', 'mid', 70, 2),
    ('FAO-56 Tomato', 'late', 30, 3),
    ('FAO-56 Sugar beet', 'initial', 35, 0),
    ('FAO-56 Sugar beet', 'development', 60, 1),
    ('FAO-56 Sugar beet', 'mid', 70, 2),
    ('FAO-56 Sugar beet', 'late', 40, 3)
)
INSERT INTO "growth_profile_stages" ("org_id", "profile_id", "stage", "days", "position")
SELECT inserted."org_id", inserted."id", stages.stage, stages.days, stages.position
FROM inserted JOIN stages ON stages.name = inserted."name";
--> statement-breakpoint
INSERT INTO "kc_profiles" ("org_id", "name", "crop", "kc_ini", "kc_mid", "kc_end", "climate_adjustment")
SELECT o."id", fao.name, fao.crop, fao.kc_ini, fao.kc_mid, fao.kc_end, true
FROM "organizations" o CROSS JOIN (VALUES
    ('FAO-56 Date palms', 'date_palm', 0.9, 0.95, 0.95),
    ('FAO-56 Citrus, no ground cover, 70% canopy', 'citrus_70_no_cover', 0.7, 0.65, 0.7),
    ('FAO-56 Citrus, no ground cover, 50% canopy', 'citrus_50_no_cover', 0.65, 0.6, 0.65),
    ('FAO-56 Citrus, no ground cover, 20% canopy', 'citrus_20_no_cover', 0.5, 0.45, 0.55),
    ('FAO-56 Citrus, active ground cover, 70% canopy', 'citrus_70_ground_cover', 0.75, 0.7, 0.75),
    ('FAO-56 Citrus, active ground cover, 50% canopy', 'citrus_50_ground_cover', 0.8, 0.8, 0.8),
    ('FAO-56 Citrus, active ground cover, 20% canopy', 'citrus_20_ground_cover', 0.85, 0.85, 0.85),
    ('FAO-56 Alfalfa hay, averaged cutting effects', 'alfalfa_averaged', 0.4, 0.95, 0.9),
    ('FAO-56 Alfalfa hay, individual cutting periods', 'alfalfa_individual_cutting', 0.4, 1.2, 1.15),
    ('FAO-56 Spring wheat', 'spring_wheat', 0.3, 1.15, 0.4),
    ('FAO-56 Winter wheat (non-frozen soil)', 'winter_wheat', 0.7, 1.15, 0.4),
    ('FAO-56 Maize, field (grain), field dried', 'maize_grain', 0.3, 1.2, 0.35),
    ('FAO-56 Potato', 'potato', 0.5, 1.15, 0.75),
    ('FAO-56 Onion, dry', 'onion_dry', 0.7, 1.05, 0.75),
    ('FAO-56 Olives (40-60% ground cover)', 'olives', 0.65, 0.7, 0.7),
    ('FAO-56 Tomato', 'tomato', 0.6, 1.15, 0.8),
    ('FAO-56 Sugar beet', 'sugar_beet', 0.35, 1.2, 0.7)
) AS fao (name, crop, kc_ini, kc_mid, kc_end)
WHERE NOT EXISTS (SELECT 1 FROM "kc_profiles" k WHERE k."org_id" = o."id");
