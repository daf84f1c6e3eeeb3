import { cpSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';

// One WordPress site's files and installation: Debian's WordPress copied, its own wp-content and
// wp-config.php, then WordPress's own installer run from PHP's command line.

const run = promisify(execFile);

export interface SiteOptions {
  /** Debian's WordPress, copied. */
  source: string;
  /** The site's home, `http://127.0.0.1:<port>`. */
  url: string;
  database: string;
  debugLog: string;
}

/** The site's people, each with the role a newsroom gives them. */
export const wordPressUsers = {
  admin: { login: 'admin', password: 'Admin1wordpress', role: 'administrator', name: 'Ada Admin' },
  editor: { login: 'editor', password: 'Editor1wordpress', role: 'editor', name: 'Eddie Editor' },
  author: { login: 'author', password: 'Author1wordpress', role: 'author', name: 'Aubrey Author' },
} as const;
export type WordPressUser = (typeof wordPressUsers)[keyof typeof wordPressUsers];

/** WordPress's files in `site`, with a wp-content of its own (themes linked, plugins and uploads empty) and a wp-config.php. */
export function copySite(site: string, { source, url, database, debugLog }: SiteOptions) {
  cpSync(source, site, {
    recursive: true,
    dereference: true,
    filter: (from) => !/\/(wp-config\.php|wp-content|\.htaccess)$/.test(from),
  });
  const content = join(site, 'wp-content');
  for (const folder of ['themes', 'plugins', 'uploads', 'mu-plugins', 'upgrade'])
    mkdirSync(join(content, folder), { recursive: true });
  for (const theme of readdirSync(join(source, 'wp-content/themes')))
    symlinkSync(join(source, 'wp-content/themes', theme), join(content, 'themes', theme));
  const salts = [
    'AUTH_KEY',
    'SECURE_AUTH_KEY',
    'LOGGED_IN_KEY',
    'NONCE_KEY',
    'AUTH_SALT',
    'SECURE_AUTH_SALT',
    'LOGGED_IN_SALT',
    'NONCE_SALT',
  ]
    .map((name) => `define('${name}', '${randomBytes(24).toString('hex')}');`)
    .join('\n');
  writeFileSync(
    join(site, 'wp-config.php'),
    `<?php
define('DB_NAME', '${database}');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', '127.0.0.1:3306');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${salts}
$table_prefix = 'wp_';
define('WP_HOME', '${url}');
define('WP_SITEURL', '${url}');
// No internet here: WordPress asks nobody but this machine, never updates, runs no cron on visits.
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_ACCESSIBLE_HOSTS', '127.0.0.1,localhost');
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_AUTO_UPDATE_CORE', false);
define('DISABLE_WP_CRON', true);
define('FS_METHOD', 'direct');
define('WP_DEBUG', true);
define('WP_DEBUG_LOG', '${debugLog}');
define('WP_DEBUG_DISPLAY', false);
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`,
  );
  // Masthead runs on this machine (localhost, a port of its own); a newsroom's runs at a public
  // address, which WordPress's HTTP API fetches (oEmbed discovery). This lets it fetch ours as such.
  writeFileSync(
    join(content, 'mu-plugins/masthead-test-network.php'),
    `<?php
add_filter('http_request_host_is_external', function ($external, $host) {
  return $external || $host === 'localhost';
}, 10, 2);
add_filter('http_allowed_safe_ports', function ($ports, $host, $url) {
  $port = parse_url($url, PHP_URL_PORT);
  return $host === 'localhost' && $port ? array_merge($ports, [$port]) : $ports;
}, 10, 3);
// No mail server here: WordPress's emails (new users, the install) go nowhere.
add_filter('pre_wp_mail', '__return_true');
`,
  );
}

/** Activates the plugin in wp-content/plugins/masthead, whatever its main file is called. */
const activatePlugin = `require_once ABSPATH . 'wp-admin/includes/plugin.php';
foreach (array_keys(get_plugins()) as $file) if (str_starts_with($file, 'masthead/')) activate_plugin($file);`;

/** Installs WordPress into its database as its installer would, adds the people and activates the theme. */
export async function install(site: string, url: string, theme: string, plugin: boolean) {
  const users = Object.values(wordPressUsers)
    .filter((user) => user.login !== 'admin')
    .map(
      (user) =>
        `wp_insert_user(['user_login' => '${user.login}', 'user_pass' => '${user.password}', 'user_email' => '${user.login}@news.example.test', 'role' => '${user.role}', 'display_name' => '${user.name}']);`,
    )
    .join('\n');
  const admin = wordPressUsers.admin;
  await run(
    'php',
    [
      '-d',
      'display_errors=stderr',
      '-r',
      `$_SERVER['HTTP_HOST'] = '${new URL(url).host}';
define('WP_INSTALLING', true);
require '${site}/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
wp_install('The Daily Example', '${admin.login}', 'admin@news.example.test', true, '', '${admin.password}');
wp_update_user(['ID' => 1, 'display_name' => '${admin.name}']);
update_option('permalink_structure', '/%postname%/');
${users}
switch_theme('${theme}');
${plugin ? activatePlugin : ''}`,
    ],
    { cwd: site },
  );
}
