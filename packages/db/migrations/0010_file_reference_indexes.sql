CREATE INDEX "users_avatar_file_id_idx" ON "users" USING btree ("avatar_file_id") WHERE "users"."avatar_file_id" is not null;--> statement-breakpoint
CREATE INDEX "profiles_main_business_menu_img_file_id_idx" ON "profiles" USING btree ("main_business_menu_img_file_id") WHERE "profiles"."main_business_menu_img_file_id" is not null;--> statement-breakpoint
CREATE INDEX "profiles_logo_img_file_id_idx" ON "profiles" USING btree ("logo_img_file_id") WHERE "profiles"."logo_img_file_id" is not null;--> statement-breakpoint
CREATE INDEX "announcement_apply_estimate_files_file_id_idx" ON "announcement_apply_estimate_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "announcement_files_file_id_idx" ON "announcement_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "announcements_main_image_file_id_idx" ON "announcements" USING btree ("main_image_file_id") WHERE "announcements"."main_image_file_id" is not null;--> statement-breakpoint
CREATE INDEX "portfolio_images_file_id_idx" ON "portfolio_images" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "portfolios_main_image_file_id_idx" ON "portfolios" USING btree ("main_image_file_id") WHERE "portfolios"."main_image_file_id" is not null;--> statement-breakpoint
CREATE INDEX "community_post_files_file_id_idx" ON "community_post_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "advertisement_images_file_id_idx" ON "advertisement_images" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "advertisements_main_image_file_id_idx" ON "advertisements" USING btree ("main_image_file_id") WHERE "advertisements"."main_image_file_id" is not null;--> statement-breakpoint
CREATE INDEX "banners_mobile_image_file_id_idx" ON "banners" USING btree ("mobile_image_file_id") WHERE "banners"."mobile_image_file_id" is not null;--> statement-breakpoint
CREATE INDEX "banners_image_file_id_idx" ON "banners" USING btree ("image_file_id") WHERE "banners"."image_file_id" is not null;--> statement-breakpoint
CREATE INDEX "innovation_product_images_file_id_idx" ON "innovation_product_images" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "innovation_products_main_image_file_id_idx" ON "innovation_products" USING btree ("main_image_file_id") WHERE "innovation_products"."main_image_file_id" is not null;