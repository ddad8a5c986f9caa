/**
 * Major JR (shinkansen and limited-express) and private-railway stations, the rail lines, and the
 * named train services with approximate minutes from their first stop (used for tour timetables).
 * Station codes are romaji slugs (`tokyo`, `shinosaka`, `kagoshimachuo`).
 */
import type { GenericStation, RailLine, Station, TrainService } from '../types';

// code, name, reading, English, prefecture, lat, lng
type Row = [string, string, string, string, string, number, number];

// prettier-ignore
const ROWS: readonly Row[] = [
  ['sapporo', '札幌', 'さっぽろ', 'Sapporo', '01', 43.0687, 141.3508],
  ['asahikawa', '旭川', 'あさひかわ', 'Asahikawa', '01', 43.7631, 142.3582],
  ['noboribetsu', '登別', 'のぼりべつ', 'Noboribetsu', '01', 42.4517, 141.18],
  ['toya', '洞爺', 'とうや', 'Toya', '01', 42.5537, 140.7645],
  ['hakodate', '函館', 'はこだて', 'Hakodate', '01', 41.7735, 140.7265],
  ['shinhakodatehokuto', '新函館北斗', 'しんはこだてほくと', 'Shin-Hakodate-Hokuto', '01', 41.9045, 140.6485],
  ['shinaomori', '新青森', 'しんあおもり', 'Shin-Aomori', '02', 40.8275, 140.6937],
  ['hachinohe', '八戸', 'はちのへ', 'Hachinohe', '02', 40.509, 141.431],
  ['morioka', '盛岡', 'もりおか', 'Morioka', '03', 39.7016, 141.1365],
  ['sendai', '仙台', 'せんだい', 'Sendai', '04', 38.2601, 140.8822],
  ['tazawako', '田沢湖', 'たざわこ', 'Tazawako', '05', 39.7032, 140.7233],
  ['kakunodate', '角館', 'かくのだて', 'Kakunodate', '05', 39.594, 140.562],
  ['akita', '秋田', 'あきた', 'Akita', '05', 39.717, 140.129],
  ['yonezawa', '米沢', 'よねざわ', 'Yonezawa', '06', 37.911, 140.111],
  ['yamagata', '山形', 'やまがた', 'Yamagata', '06', 38.2485, 140.3276],
  ['fukushima', '福島', 'ふくしま', 'Fukushima', '07', 37.754, 140.459],
  ['koriyama', '郡山', 'こおりやま', 'Koriyama', '07', 37.3983, 140.3883],
  ['iwaki', 'いわき', 'いわき', 'Iwaki', '07', 37.0573, 140.8867],
  ['mito', '水戸', 'みと', 'Mito', '08', 36.3705, 140.4765],
  ['utsunomiya', '宇都宮', 'うつのみや', 'Utsunomiya', '09', 36.559, 139.898],
  ['nasushiobara', '那須塩原', 'なすしおばら', 'Nasushiobara', '09', 36.9315, 140.0205],
  ['tobunikko', '東武日光', 'とうぶにっこう', 'Tobu-Nikko', '09', 36.7467, 139.6245],
  ['kinugawaonsen', '鬼怒川温泉', 'きぬがわおんせん', 'Kinugawa-Onsen', '09', 36.8225, 139.7137],
  ['takasaki', '高崎', 'たかさき', 'Takasaki', '10', 36.3223, 139.0128],
  ['naganoharakusatsuguchi', '長野原草津口', 'ながのはらくさつぐち', 'Naganohara-Kusatsuguchi', '10', 36.5528, 138.6385],
  ['omiya', '大宮', 'おおみや', 'Omiya', '11', 35.9064, 139.6239],
  ['awakamogawa', '安房鴨川', 'あわかもがわ', 'Awa-Kamogawa', '12', 35.1081, 140.0994],
  ['tokyo', '東京', 'とうきょう', 'Tokyo', '13', 35.6812, 139.7671],
  ['shinagawa', '品川', 'しながわ', 'Shinagawa', '13', 35.6285, 139.7388],
  ['ueno', '上野', 'うえの', 'Ueno', '13', 35.7138, 139.7773],
  ['shinjuku', '新宿', 'しんじゅく', 'Shinjuku', '13', 35.6896, 139.7006],
  ['asakusa', '浅草', 'あさくさ', 'Asakusa', '13', 35.7119, 139.7983],
  ['shinyokohama', '新横浜', 'しんよこはま', 'Shin-Yokohama', '14', 35.5075, 139.6175],
  ['odawara', '小田原', 'おだわら', 'Odawara', '14', 35.2564, 139.1552],
  ['hakoneyumoto', '箱根湯本', 'はこねゆもと', 'Hakone-Yumoto', '14', 35.2326, 139.105],
  ['niigata', '新潟', 'にいがた', 'Niigata', '15', 37.912, 139.061],
  ['echigoyuzawa', '越後湯沢', 'えちごゆざわ', 'Echigo-Yuzawa', '15', 36.936, 138.809],
  ['joetsumyoko', '上越妙高', 'じょうえつみょうこう', 'Joetsu-Myoko', '15', 37.087, 138.248],
  ['toyama', '富山', 'とやま', 'Toyama', '16', 36.701, 137.213],
  ['kanazawa', '金沢', 'かなざわ', 'Kanazawa', '17', 36.578, 136.648],
  ['kagaonsen', '加賀温泉', 'かがおんせん', 'Kagaonsen', '17', 36.3205, 136.3508],
  ['awaraonsen', '芦原温泉', 'あわらおんせん', 'Awaraonsen', '18', 36.2236, 136.2035],
  ['fukui', '福井', 'ふくい', 'Fukui', '18', 36.062, 136.223],
  ['tsuruga', '敦賀', 'つるが', 'Tsuruga', '18', 35.646, 136.076],
  ['kofu', '甲府', 'こうふ', 'Kofu', '19', 35.667, 138.569],
  ['isawaonsen', '石和温泉', 'いさわおんせん', 'Isawa-Onsen', '19', 35.6627, 138.6378],
  ['kawaguchiko', '河口湖', 'かわぐちこ', 'Kawaguchiko', '19', 35.4984, 138.7688],
  ['karuizawa', '軽井沢', 'かるいざわ', 'Karuizawa', '20', 36.3428, 138.6353],
  ['nagano', '長野', 'ながの', 'Nagano', '20', 36.643, 138.189],
  ['matsumoto', '松本', 'まつもと', 'Matsumoto', '20', 36.231, 137.964],
  ['kamisuwa', '上諏訪', 'かみすわ', 'Kami-Suwa', '20', 36.0434, 138.1129],
  ['gifu', '岐阜', 'ぎふ', 'Gifu', '21', 35.409, 136.756],
  ['gero', '下呂', 'げろ', 'Gero', '21', 35.8075, 137.2425],
  ['takayama', '高山', 'たかやま', 'Takayama', '21', 36.141, 137.251],
  ['atami', '熱海', 'あたみ', 'Atami', '22', 35.104, 139.078],
  ['ito', '伊東', 'いとう', 'Ito', '22', 34.975, 139.092],
  ['izukogen', '伊豆高原', 'いずこうげん', 'Izu-Kogen', '22', 34.9005, 139.1271],
  ['izukyushimoda', '伊豆急下田', 'いずきゅうしもだ', 'Izukyu-Shimoda', '22', 34.6795, 138.9453],
  ['shuzenji', '修善寺', 'しゅぜんじ', 'Shuzenji', '22', 34.9738, 138.9468],
  ['shizuoka', '静岡', 'しずおか', 'Shizuoka', '22', 34.972, 138.389],
  ['hamamatsu', '浜松', 'はままつ', 'Hamamatsu', '22', 34.704, 137.735],
  ['nagoya', '名古屋', 'なごや', 'Nagoya', '23', 35.1709, 136.8815],
  ['iseshi', '伊勢市', 'いせし', 'Iseshi', '24', 34.492, 136.709],
  ['toba', '鳥羽', 'とば', 'Toba', '24', 34.4869, 136.8433],
  ['kashikojima', '賢島', 'かしこじま', 'Kashikojima', '24', 34.306, 136.818],
  ['kyoto', '京都', 'きょうと', 'Kyoto', '26', 34.9858, 135.7588],
  ['amanohashidate', '天橋立', 'あまのはしだて', 'Amanohashidate', '26', 35.558, 135.1818],
  ['shinosaka', '新大阪', 'しんおおさか', 'Shin-Osaka', '27', 34.7335, 135.5001],
  ['osakanamba', '大阪難波', 'おおさかなんば', 'Osaka-Namba', '27', 34.6683, 135.5003],
  ['shinkobe', '新神戸', 'しんこうべ', 'Shin-Kobe', '28', 34.706, 135.196],
  ['himeji', '姫路', 'ひめじ', 'Himeji', '28', 34.827, 134.69],
  ['kinosakionsen', '城崎温泉', 'きのさきおんせん', 'Kinosakionsen', '28', 35.6275, 134.8135],
  ['wakayama', '和歌山', 'わかやま', 'Wakayama', '30', 34.232, 135.191],
  ['shirahama', '白浜', 'しらはま', 'Shirahama', '30', 33.6764, 135.396],
  ['kiikatsuura', '紀伊勝浦', 'きいかつうら', 'Kii-Katsuura', '30', 33.6262, 135.9433],
  ['yonago', '米子', 'よなご', 'Yonago', '31', 35.4242, 133.338],
  ['matsue', '松江', 'まつえ', 'Matsue', '32', 35.464, 133.063],
  ['izumoshi', '出雲市', 'いずもし', 'Izumoshi', '32', 35.36, 132.757],
  ['okayama', '岡山', 'おかやま', 'Okayama', '33', 34.666, 133.918],
  ['hiroshima', '広島', 'ひろしま', 'Hiroshima', '34', 34.397, 132.475],
  ['oboke', '大歩危', 'おおぼけ', 'Oboke', '36', 33.89, 133.764],
  ['kotohira', '琴平', 'ことひら', 'Kotohira', '37', 34.1874, 133.8196],
  ['imabari', '今治', 'いまばり', 'Imabari', '38', 34.066, 132.998],
  ['matsuyama', '松山', 'まつやま', 'Matsuyama', '38', 33.837, 132.751],
  ['kochi', '高知', 'こうち', 'Kochi', '39', 33.567, 133.543],
  ['kokura', '小倉', 'こくら', 'Kokura', '40', 33.886, 130.882],
  ['hakata', '博多', 'はかた', 'Hakata', '40', 33.59, 130.4207],
  ['takeoonsen', '武雄温泉', 'たけおおんせん', 'Takeo-Onsen', '41', 33.195, 130.02],
  ['ureshinoonsen', '嬉野温泉', 'うれしのおんせん', 'Ureshino-Onsen', '41', 33.0985, 129.9993],
  ['nagasaki', '長崎', 'ながさき', 'Nagasaki', '42', 32.752, 129.87],
  ['huistenbosch', 'ハウステンボス', 'はうすてんぼす', 'Huis Ten Bosch', '42', 33.0886, 129.7897],
  ['kumamoto', '熊本', 'くまもと', 'Kumamoto', '43', 32.79, 130.689],
  ['yufuin', '由布院', 'ゆふいん', 'Yufuin', '44', 33.266, 131.3553],
  ['beppu', '別府', 'べっぷ', 'Beppu', '44', 33.279, 131.5],
  ['oita', '大分', 'おおいた', 'Oita', '44', 33.233, 131.606],
  ['kagoshimachuo', '鹿児島中央', 'かごしまちゅうおう', 'Kagoshima-Chuo', '46', 31.584, 130.542],
  ['ibusuki', '指宿', 'いぶすき', 'Ibusuki', '46', 31.2343, 130.6416],
];

// code, name, English, kind, member stations for shinkansen lines (others derive from services)
// prettier-ignore
const LINE_ROWS: readonly [string, string, string, RailLine['kind'], string][] = [
  ['tokaido', '東海道新幹線', 'Tokaido Shinkansen', 'shinkansen', 'tokyo shinagawa shinyokohama odawara atami shizuoka hamamatsu nagoya kyoto shinosaka'],
  ['sanyo', '山陽新幹線', 'Sanyo Shinkansen', 'shinkansen', 'shinosaka shinkobe himeji okayama hiroshima kokura hakata'],
  ['kyushu', '九州新幹線', 'Kyushu Shinkansen', 'shinkansen', 'hakata kumamoto kagoshimachuo'],
  ['nishikyushu', '西九州新幹線', 'Nishi-Kyushu Shinkansen', 'shinkansen', 'takeoonsen ureshinoonsen nagasaki'],
  ['tohoku', '東北新幹線', 'Tohoku Shinkansen', 'shinkansen', 'tokyo ueno omiya utsunomiya nasushiobara koriyama fukushima sendai morioka hachinohe shinaomori'],
  ['hokkaido', '北海道新幹線', 'Hokkaido Shinkansen', 'shinkansen', 'shinaomori shinhakodatehokuto'],
  ['akita', '秋田新幹線', 'Akita Shinkansen', 'shinkansen', 'morioka tazawako kakunodate akita'],
  ['yamagata', '山形新幹線', 'Yamagata Shinkansen', 'shinkansen', 'fukushima yonezawa yamagata'],
  ['joetsu', '上越新幹線', 'Joetsu Shinkansen', 'shinkansen', 'tokyo ueno omiya takasaki echigoyuzawa niigata'],
  ['hokuriku', '北陸新幹線', 'Hokuriku Shinkansen', 'shinkansen', 'tokyo ueno omiya takasaki karuizawa nagano joetsumyoko toyama kanazawa kagaonsen awaraonsen fukui tsuruga'],
  ['jr-ito', 'JR伊東線・伊豆急行線', 'JR Ito Line / Izukyu Line', 'limitedExpress', ''],
  ['jr-chuo', 'JR中央本線', 'JR Chuo Main Line', 'limitedExpress', ''],
  ['jr-agatsuma', 'JR吾妻線', 'JR Agatsuma Line', 'limitedExpress', ''],
  ['jr-joban', 'JR常磐線', 'JR Joban Line', 'limitedExpress', ''],
  ['jr-sotobo', 'JR外房線', 'JR Sotobo Line', 'limitedExpress', ''],
  ['jr-takayama', 'JR高山本線', 'JR Takayama Main Line', 'limitedExpress', ''],
  ['jr-shinonoi', 'JR中央本線・篠ノ井線', 'JR Chuo / Shinonoi Line', 'limitedExpress', ''],
  ['jr-kisei', 'JR紀勢本線', 'JR Kisei Main Line', 'limitedExpress', ''],
  ['jr-sanin', 'JR山陰本線', 'JR San-in Main Line', 'limitedExpress', ''],
  ['jr-hakubi', 'JR伯備線', 'JR Hakubi Line', 'limitedExpress', ''],
  ['jr-yosan', 'JR予讃線', 'JR Yosan Line', 'limitedExpress', ''],
  ['jr-dosan', 'JR土讃線', 'JR Dosan Line', 'limitedExpress', ''],
  ['jr-kyudai', 'JR久大本線', 'JR Kyudai Main Line', 'limitedExpress', ''],
  ['jr-nippo', 'JR日豊本線', 'JR Nippo Main Line', 'limitedExpress', ''],
  ['jr-ibusuki', 'JR指宿枕崎線', 'JR Ibusuki Makurazaki Line', 'limitedExpress', ''],
  ['jr-sasebo', 'JR佐世保線・大村線', 'JR Sasebo / Omura Line', 'limitedExpress', ''],
  ['jr-muroran', 'JR室蘭本線', 'JR Muroran Main Line', 'limitedExpress', ''],
  ['jr-hakodate', 'JR函館本線', 'JR Hakodate Main Line', 'limitedExpress', ''],
  ['odakyu', '小田急線', 'Odakyu Line', 'private', ''],
  ['tobu', '東武線', 'Tobu Line', 'private', ''],
  ['kintetsu', '近鉄線', 'Kintetsu Line', 'private', ''],
];

// code, name, English, line, approach type, stops "station:minutes ..."
// prettier-ignore
const SERVICE_ROWS: readonly [string, string, string, string, 'train' | 'extrain', string][] = [
  ['nozomi', 'のぞみ', 'Nozomi', 'tokaido', 'train', 'tokyo:0 shinagawa:7 shinyokohama:19 nagoya:96 kyoto:131 shinosaka:146 shinkobe:160 okayama:192 hiroshima:228 kokura:275 hakata:292'],
  ['hikari', 'ひかり', 'Hikari', 'tokaido', 'train', 'tokyo:0 shinagawa:7 shinyokohama:19 odawara:36 atami:46 shizuoka:65 hamamatsu:88 nagoya:110 kyoto:146 shinosaka:161'],
  ['kodama', 'こだま', 'Kodama', 'tokaido', 'train', 'tokyo:0 shinagawa:7 shinyokohama:19 odawara:40 atami:52 shizuoka:85 hamamatsu:120 nagoya:165'],
  ['mizuho', 'みずほ', 'Mizuho', 'sanyo', 'train', 'shinosaka:0 shinkobe:13 okayama:45 hiroshima:80 kokura:123 hakata:137 kumamoto:170 kagoshimachuo:221'],
  ['sakura', 'さくら', 'Sakura', 'sanyo', 'train', 'shinosaka:0 shinkobe:13 himeji:29 okayama:48 hiroshima:85 kokura:132 hakata:148 kumamoto:185 kagoshimachuo:245'],
  ['tsubame', 'つばめ', 'Tsubame', 'kyushu', 'train', 'hakata:0 kumamoto:50'],
  ['kamome', 'リレーかもめ・かもめ', 'Relay Kamome / Kamome', 'nishikyushu', 'train', 'hakata:0 takeoonsen:65 ureshinoonsen:75 nagasaki:110'],
  ['hayabusa', 'はやぶさ', 'Hayabusa', 'tohoku', 'train', 'tokyo:0 ueno:6 omiya:25 sendai:90 morioka:130 hachinohe:166 shinaomori:190 shinhakodatehokuto:240'],
  ['komachi', 'こまち', 'Komachi', 'akita', 'train', 'tokyo:0 ueno:6 omiya:25 sendai:90 morioka:130 tazawako:165 kakunodate:180 akita:225'],
  ['yamabiko', 'やまびこ', 'Yamabiko', 'tohoku', 'train', 'tokyo:0 ueno:6 omiya:25 utsunomiya:50 nasushiobara:66 koriyama:80 fukushima:96 sendai:120'],
  ['tsubasa', 'つばさ', 'Tsubasa', 'yamagata', 'train', 'tokyo:0 ueno:6 omiya:25 utsunomiya:50 koriyama:78 fukushima:95 yonezawa:130 yamagata:160'],
  ['toki', 'とき', 'Toki', 'joetsu', 'train', 'tokyo:0 ueno:6 omiya:25 takasaki:50 echigoyuzawa:75 niigata:120'],
  ['kagayaki', 'かがやき', 'Kagayaki', 'hokuriku', 'train', 'tokyo:0 ueno:6 omiya:25 nagano:80 toyama:128 kanazawa:150 fukui:170 tsuruga:190'],
  ['hakutaka', 'はくたか', 'Hakutaka', 'hokuriku', 'train', 'tokyo:0 ueno:6 omiya:25 takasaki:51 karuizawa:70 nagano:100 joetsumyoko:120 toyama:150 kanazawa:178 kagaonsen:195 awaraonsen:202 fukui:210 tsuruga:228'],
  ['asama', 'あさま', 'Asama', 'hokuriku', 'train', 'tokyo:0 ueno:6 omiya:25 takasaki:51 karuizawa:67 nagano:105'],
  ['romancecar', 'ロマンスカー', 'Romancecar', 'odakyu', 'extrain', 'shinjuku:0 odawara:60 hakoneyumoto:85'],
  ['spacia-nikko', 'スペーシアX', 'Spacia X', 'tobu', 'extrain', 'asakusa:0 tobunikko:110'],
  ['spacia-kinugawa', 'スペーシアX', 'Spacia X', 'tobu', 'extrain', 'asakusa:0 kinugawaonsen:115'],
  ['odoriko', '踊り子', 'Odoriko', 'jr-ito', 'extrain', 'tokyo:0 shinagawa:8 odawara:65 atami:85 ito:110 izukogen:130 izukyushimoda:170'],
  ['odoriko-shuzenji', '踊り子（修善寺行）', 'Odoriko (for Shuzenji)', 'jr-ito', 'extrain', 'tokyo:0 shinagawa:8 odawara:65 atami:85 shuzenji:125'],
  ['azusa', 'あずさ', 'Azusa', 'jr-chuo', 'extrain', 'shinjuku:0 kofu:90 kamisuwa:130 matsumoto:165'],
  ['kaiji', 'かいじ', 'Kaiji', 'jr-chuo', 'extrain', 'shinjuku:0 isawaonsen:85 kofu:92'],
  ['fujikaiyu', '富士回遊', 'Fuji Excursion', 'jr-chuo', 'extrain', 'shinjuku:0 kawaguchiko:115'],
  ['kusatsu-shima', '草津・四万', 'Kusatsu-Shima', 'jr-agatsuma', 'extrain', 'ueno:0 takasaki:75 naganoharakusatsuguchi:150'],
  ['hitachi', 'ひたち', 'Hitachi', 'jr-joban', 'extrain', 'shinagawa:0 tokyo:8 ueno:15 mito:80 iwaki:135'],
  ['wakashio', 'わかしお', 'Wakashio', 'jr-sotobo', 'extrain', 'tokyo:0 awakamogawa:115'],
  ['hida', 'ひだ', 'Hida', 'jr-takayama', 'extrain', 'nagoya:0 gifu:20 gero:95 takayama:140'],
  ['shinano', 'しなの', 'Shinano', 'jr-shinonoi', 'extrain', 'nagoya:0 matsumoto:125 nagano:175'],
  ['kuroshio', 'くろしお', 'Kuroshio', 'jr-kisei', 'extrain', 'shinosaka:0 wakayama:60 shirahama:140 kiikatsuura:220'],
  ['konotori', 'こうのとり', 'Konotori', 'jr-sanin', 'extrain', 'shinosaka:0 kinosakionsen:165'],
  ['kinosaki', 'きのさき', 'Kinosaki', 'jr-sanin', 'extrain', 'kyoto:0 kinosakionsen:140'],
  ['hashidate', 'はしだて', 'Hashidate', 'jr-sanin', 'extrain', 'kyoto:0 amanohashidate:120'],
  ['shimakaze-osaka', 'しまかぜ', 'Shimakaze', 'kintetsu', 'extrain', 'osakanamba:0 iseshi:100 toba:115 kashikojima:135'],
  ['shimakaze-nagoya', 'しまかぜ', 'Shimakaze', 'kintetsu', 'extrain', 'nagoya:0 iseshi:85 toba:100 kashikojima:120'],
  ['iseshima-liner', '伊勢志摩ライナー', 'Ise-Shima Liner', 'kintetsu', 'extrain', 'kyoto:0 iseshi:125 toba:140 kashikojima:160'],
  ['yakumo', 'やくも', 'Yakumo', 'jr-hakubi', 'extrain', 'okayama:0 yonago:125 matsue:150 izumoshi:180'],
  ['shiokaze', 'しおかぜ', 'Shiokaze', 'jr-yosan', 'extrain', 'okayama:0 imabari:125 matsuyama:165'],
  ['nanpu', '南風', 'Nanpu', 'jr-dosan', 'extrain', 'okayama:0 kotohira:60 oboke:95 kochi:150'],
  ['yufuinnomori', 'ゆふいんの森', 'Yufuin no Mori', 'jr-kyudai', 'extrain', 'hakata:0 yufuin:135'],
  ['sonic', 'ソニック', 'Sonic', 'jr-nippo', 'extrain', 'hakata:0 kokura:42 beppu:115 oita:125'],
  ['ibutama', '指宿のたまて箱', 'Ibusuki no Tamatebako', 'jr-ibusuki', 'extrain', 'kagoshimachuo:0 ibusuki:52'],
  ['huistenbosch', 'ハウステンボス', 'Huis Ten Bosch', 'jr-sasebo', 'extrain', 'hakata:0 huistenbosch:105'],
  ['hokuto', '北斗', 'Hokuto', 'jr-muroran', 'extrain', 'sapporo:0 noboribetsu:70 toya:105 shinhakodatehokuto:210 hakodate:225'],
  ['lilac', 'ライラック', 'Lilac', 'jr-hakodate', 'extrain', 'sapporo:0 asahikawa:85'],
];

export const LINES: readonly RailLine[] = LINE_ROWS.map(([code, ja, en, kind]) => ({
  code,
  name: { ja, en },
  kind,
}));

export const TRAIN_SERVICES: readonly TrainService[] = SERVICE_ROWS.map(
  ([code, ja, en, lineCode, approachType, stops]) => ({
    code,
    name: { ja, en },
    lineCode,
    approachType,
    stops: stops.split(' ').map((s) => {
      const [stationCode = '', minutes = '0'] = s.split(':');
      return { stationCode, minutes: Number(minutes) };
    }),
  }),
);

function linesOf(stationCode: string): string[] {
  const lines = new Set<string>();
  for (const [code, , , kind, members] of LINE_ROWS) {
    if (kind === 'shinkansen' && members.split(' ').includes(stationCode)) lines.add(code);
  }
  for (const service of TRAIN_SERVICES) {
    const line = LINE_ROWS.find((l) => l[0] === service.lineCode);
    if (line && line[3] !== 'shinkansen' && service.stops.some((s) => s.stationCode === stationCode)) {
      lines.add(service.lineCode);
    }
  }
  return [...lines];
}

export const STATIONS: readonly Station[] = ROWS.map(([code, ja, kana, en, prefectureCode, lat, lng]) => ({
  code,
  name: { ja, en },
  kana,
  prefectureCode,
  lat,
  lng,
  lines: linesOf(code),
}));

const BY_CODE = new Map(STATIONS.map((s) => [s.code, s]));

export function stationByCode(code: string): Station {
  const s = BY_CODE.get(code);
  if (!s) throw new Error(`unknown station ${code}`);
  return s;
}

export const GENERIC_STATIONS: readonly GenericStation[] = [
  {
    code: 'tokyo-23ku',
    name: { ja: '東京都区内', en: 'Tokyo 23 Wards' },
    stationCodes: ['tokyo', 'shinagawa', 'ueno', 'shinjuku', 'asakusa'],
    approachTypes: ['train', 'extrain'],
  },
  {
    code: 'yokohama-city',
    name: { ja: '横浜市内', en: 'Yokohama City' },
    stationCodes: ['shinyokohama'],
    approachTypes: ['train'],
  },
  {
    code: 'nagoya-city',
    name: { ja: '名古屋市内', en: 'Nagoya City' },
    stationCodes: ['nagoya'],
    approachTypes: ['train', 'extrain'],
  },
  {
    code: 'kyoto-city',
    name: { ja: '京都市内', en: 'Kyoto City' },
    stationCodes: ['kyoto'],
    approachTypes: ['train', 'extrain'],
  },
  {
    code: 'osaka-city',
    name: { ja: '大阪市内', en: 'Osaka City' },
    stationCodes: ['shinosaka', 'osakanamba'],
    approachTypes: ['train', 'extrain'],
  },
  {
    code: 'kobe-city',
    name: { ja: '神戸市内', en: 'Kobe City' },
    stationCodes: ['shinkobe'],
    approachTypes: ['train'],
  },
  {
    code: 'hiroshima-city',
    name: { ja: '広島市内', en: 'Hiroshima City' },
    stationCodes: ['hiroshima'],
    approachTypes: ['train'],
  },
  {
    code: 'fukuoka-city',
    name: { ja: '福岡市内', en: 'Fukuoka City' },
    stationCodes: ['hakata'],
    approachTypes: ['train', 'extrain'],
  },
  {
    code: 'sapporo-city',
    name: { ja: '札幌市内', en: 'Sapporo City' },
    stationCodes: ['sapporo'],
    approachTypes: ['extrain'],
  },
  {
    code: 'sendai-city',
    name: { ja: '仙台市内', en: 'Sendai City' },
    stationCodes: ['sendai'],
    approachTypes: ['train'],
  },
];
