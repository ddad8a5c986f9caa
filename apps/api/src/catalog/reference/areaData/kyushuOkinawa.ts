/** Areas of Kyushu and Okinawa (prefectures 40–47). */
import { a, type PrefectureAreas } from './dsl';

// prettier-ignore
export const KYUSHU_OKINAWA: PrefectureAreas = {
  '40': [
    a('博多・天神', 'はかた・てんじん', 'Hakata / Tenjin', 'city', 7, [
      ['博多駅周辺', 'はかたえきしゅうへん', 'Hakata Station Area', 33.59, 130.4207, '福岡市博多区博多駅前', '博多駅', 'Hakata Station', 'w', 5],
      ['天神・中洲', 'てんじん・なかす', 'Tenjin / Nakasu', 33.591, 130.399, '福岡市中央区天神', '天神駅', 'Tenjin Station', 'w', 3],
      ['百道浜', 'ももちはま', 'Momochihama', 33.593, 130.352, '福岡市早良区百道浜', '西新駅', 'Nishijin Station', 'w', 15],
    ]),
    a('北九州・門司港', 'きたきゅうしゅう・もじこう', 'Kitakyushu / Mojiko', 'city', 2, [
      ['小倉', 'こくら', 'Kokura', 33.886, 130.882, '北九州市小倉北区浅野', '小倉駅', 'Kokura Station', 'w', 5],
      ['門司港', 'もじこう', 'Mojiko', 33.946, 130.962, '北九州市門司区西海岸', '門司港駅', 'Mojiko Station', 'w', 5],
    ]),
    a('太宰府・二日市', 'だざいふ・ふつかいち', 'Dazaifu / Futsukaichi', 'onsen', 2, [
      ['太宰府', 'だざいふ', 'Dazaifu', 33.519, 130.535, '太宰府市宰府', '太宰府駅', 'Dazaifu Station', 'w', 5],
      ['二日市温泉', 'ふつかいちおんせん', 'Futsukaichi Onsen', 33.498, 130.515, '筑紫野市湯町', '二日市駅', 'Futsukaichi Station', 'w', 15, 1],
    ]),
  ],
  '41': [
    a('嬉野・武雄', 'うれしの・たけお', 'Ureshino / Takeo', 'onsen', 3, [
      ['嬉野温泉', 'うれしのおんせん', 'Ureshino Onsen', 33.1, 129.996, '嬉野市嬉野町下宿', '嬉野温泉駅', 'Ureshino-Onsen Station', 'w', 10, 1],
      ['武雄温泉', 'たけおおんせん', 'Takeo Onsen', 33.195, 130.02, '武雄市武雄町武雄', '武雄温泉駅', 'Takeo-Onsen Station', 'w', 10, 1],
    ]),
    a('唐津・呼子', 'からつ・よぶこ', 'Karatsu / Yobuko', 'nature', 2, [
      ['唐津', 'からつ', 'Karatsu', 33.444, 129.969, '唐津市東城内', '唐津駅', 'Karatsu Station', 'w', 10],
      ['呼子', 'よぶこ', 'Yobuko', 33.54, 129.892, '唐津市呼子町呼子', '唐津駅', 'Karatsu Station', 'b', 30],
    ]),
    a('佐賀・古湯', 'さが・ふるゆ', 'Saga / Furuyu', 'city', 1, [
      ['佐賀駅周辺', 'さがえきしゅうへん', 'Saga Station Area', 33.264, 130.297, '佐賀市駅前中央', '佐賀駅', 'Saga Station', 'w', 5],
      ['古湯温泉', 'ふるゆおんせん', 'Furuyu Onsen', 33.373, 130.206, '佐賀市富士町古湯', '佐賀駅', 'Saga Station', 'b', 50, 1],
    ]),
  ],
  '42': [
    a('長崎市', 'ながさきし', 'Nagasaki City', 'city', 5, [
      ['長崎駅周辺', 'ながさきえきしゅうへん', 'Nagasaki Station Area', 32.752, 129.87, '長崎市尾上町', '長崎駅', 'Nagasaki Station', 'w', 5],
      ['思案橋・グラバー園', 'しあんばし・ぐらばーえん', 'Shianbashi / Glover Garden', 32.74, 129.878, '長崎市浜町', '思案橋電停', 'Shianbashi Tram Stop', 'w', 3],
      ['稲佐山', 'いなさやま', 'Mt. Inasa', 32.753, 129.86, '長崎市曙町', '長崎駅', 'Nagasaki Station', 'c', 10, 1],
    ]),
    a('ハウステンボス・佐世保', 'はうすてんぼす・させぼ', 'Huis Ten Bosch / Sasebo', 'resort', 4, [
      ['ハウステンボス', 'はうすてんぼす', 'Huis Ten Bosch', 33.085, 129.787, '佐世保市ハウステンボス町', 'ハウステンボス駅', 'Huis Ten Bosch Station', 'w', 5],
      ['佐世保', 'させぼ', 'Sasebo', 33.165, 129.724, '佐世保市三浦町', '佐世保駅', 'Sasebo Station', 'w', 5],
    ]),
    a('雲仙・島原', 'うんぜん・しまばら', 'Unzen / Shimabara', 'onsen', 3, [
      ['雲仙温泉', 'うんぜんおんせん', 'Unzen Onsen', 32.744, 130.261, '雲仙市小浜町雲仙', '諫早駅', 'Isahaya Station', 'b', 80, 1],
      ['小浜温泉', 'おばまおんせん', 'Obama Onsen', 32.728, 130.204, '雲仙市小浜町北本町', '諫早駅', 'Isahaya Station', 'b', 60, 1],
      ['島原', 'しまばら', 'Shimabara', 32.788, 130.37, '島原市城内', '島原駅', 'Shimabara Station', 'w', 10, 1],
    ]),
    a('五島・壱岐', 'ごとう・いき', 'Goto / Iki', 'beach', 1, [
      ['五島（福江）', 'ごとう（ふくえ）', 'Goto (Fukue)', 32.696, 128.841, '五島市東浜町', '福江港', 'Fukue Port', 'w', 5],
      ['壱岐', 'いき', 'Iki', 33.75, 129.69, '壱岐市郷ノ浦町', '郷ノ浦港', 'Gonoura Port', 'c', 15, 1],
    ]),
  ],
  '43': [
    a('熊本市', 'くまもとし', 'Kumamoto City', 'city', 3, [
      ['熊本駅周辺', 'くまもとえきしゅうへん', 'Kumamoto Station Area', 32.79, 130.689, '熊本市西区春日', '熊本駅', 'Kumamoto Station', 'w', 5],
      ['熊本城・通町筋', 'くまもとじょう・とおりちょうすじ', 'Kumamoto Castle / Torichosuji', 32.803, 130.711, '熊本市中央区上通町', '通町筋電停', 'Torichosuji Tram Stop', 'w', 3],
    ]),
    a('阿蘇・黒川', 'あそ・くろかわ', 'Aso / Kurokawa', 'onsen', 5, [
      ['阿蘇', 'あそ', 'Aso', 32.95, 131.12, '阿蘇市黒川', '阿蘇駅', 'Aso Station', 'c', 10, 1],
      ['黒川温泉', 'くろかわおんせん', 'Kurokawa Onsen', 33.077, 131.142, '阿蘇郡南小国町満願寺', '阿蘇駅', 'Aso Station', 'b', 60, 1],
      ['南阿蘇', 'みなみあそ', 'Minami-Aso', 32.83, 131.05, '阿蘇郡南阿蘇村河陽', '立野駅', 'Tateno Station', 'c', 10, 1],
    ]),
    a('天草', 'あまくさ', 'Amakusa', 'beach', 2, [
      ['天草下田温泉', 'あまくさしもだおんせん', 'Amakusa Shimoda Onsen', 32.317, 129.999, '天草市天草町下田北', '本渡バスセンター', 'Hondo Bus Center', 'b', 50, 1],
      ['本渡', 'ほんど', 'Hondo', 32.458, 130.193, '天草市中央新町', '本渡バスセンター', 'Hondo Bus Center', 'w', 5],
    ]),
    a('人吉・山鹿', 'ひとよし・やまが', 'Hitoyoshi / Yamaga', 'onsen', 1, [
      ['人吉温泉', 'ひとよしおんせん', 'Hitoyoshi Onsen', 32.214, 130.754, '人吉市紺屋町', '人吉駅', 'Hitoyoshi Station', 'w', 10, 1],
      ['山鹿温泉', 'やまがおんせん', 'Yamaga Onsen', 33.016, 130.691, '山鹿市山鹿', '熊本駅', 'Kumamoto Station', 'b', 60, 1],
    ]),
  ],
  '44': [
    a('別府', 'べっぷ', 'Beppu', 'onsen', 9, [
      ['別府駅周辺', 'べっぷえきしゅうへん', 'Beppu Station Area', 33.279, 131.5, '別府市駅前町', '別府駅', 'Beppu Station', 'w', 5, 1],
      ['鉄輪温泉', 'かんなわおんせん', 'Kannawa Onsen', 33.316, 131.478, '別府市鉄輪', '別府駅', 'Beppu Station', 'b', 20, 1],
      ['観海寺温泉', 'かんかいじおんせん', 'Kankaiji Onsen', 33.282, 131.479, '別府市観海寺', '別府駅', 'Beppu Station', 'c', 10, 1],
      ['明礬温泉', 'みょうばんおんせん', 'Myoban Onsen', 33.323, 131.454, '別府市明礬', '別府駅', 'Beppu Station', 'b', 25, 1],
    ]),
    a('湯布院', 'ゆふいん', 'Yufuin', 'onsen', 8, [
      ['由布院温泉', 'ゆふいんおんせん', 'Yufuin Onsen', 33.263, 131.356, '由布市湯布院町川上', '由布院駅', 'Yufuin Station', 'w', 10, 1],
      ['湯平温泉', 'ゆのひらおんせん', 'Yunohira Onsen', 33.211, 131.264, '由布市湯布院町湯平', '湯平駅', 'Yunohira Station', 'b', 15, 1],
    ]),
    a('大分・国東', 'おおいた・くにさき', 'Oita / Kunisaki', 'city', 1, [
      ['大分駅周辺', 'おおいたえきしゅうへん', 'Oita Station Area', 33.233, 131.606, '大分市要町', '大分駅', 'Oita Station', 'w', 5],
      ['国東', 'くにさき', 'Kunisaki', 33.565, 131.732, '国東市国東町', '大分空港', 'Oita Airport', 'c', 30],
    ]),
    a('九重・竹田', 'くじゅう・たけた', 'Kuju / Taketa', 'onsen', 1, [
      ['長湯温泉', 'ながゆおんせん', 'Nagayu Onsen', 33.013, 131.395, '竹田市直入町長湯', '豊後竹田駅', 'Bungo-Taketa Station', 'b', 40, 1],
      ['筋湯温泉', 'すじゆおんせん', 'Sujiyu Onsen', 33.13, 131.19, '玖珠郡九重町湯坪', '豊後中村駅', 'Bungo-Nakamura Station', 'b', 40, 1],
    ]),
  ],
  '45': [
    a('宮崎・青島', 'みやざき・あおしま', 'Miyazaki / Aoshima', 'beach', 3, [
      ['宮崎駅周辺', 'みやざきえきしゅうへん', 'Miyazaki Station Area', 31.915, 131.432, '宮崎市錦町', '宮崎駅', 'Miyazaki Station', 'w', 5],
      ['青島', 'あおしま', 'Aoshima', 31.806, 131.473, '宮崎市青島', '青島駅', 'Aoshima Station', 'w', 10],
      ['シーガイア', 'しーがいあ', 'Seagaia', 31.962, 131.476, '宮崎市山崎町', '宮崎駅', 'Miyazaki Station', 'b', 25, 1],
    ]),
    a('高千穂', 'たかちほ', 'Takachiho', 'nature', 2, [
      ['高千穂', 'たかちほ', 'Takachiho', 32.711, 131.308, '西臼杵郡高千穂町三田井', '延岡駅', 'Nobeoka Station', 'b', 80],
    ]),
    a('日南・えびの', 'にちなん・えびの', 'Nichinan / Ebino', 'nature', 1, [
      ['日南・飫肥', 'にちなん・おび', 'Nichinan / Obi', 31.63, 131.35, '日南市飫肥', '飫肥駅', 'Obi Station', 'w', 10],
      ['えびの高原', 'えびのこうげん', 'Ebino Kogen', 31.943, 130.853, 'えびの市末永', 'えびの駅', 'Ebino Station', 'c', 40, 1],
    ]),
  ],
  '46': [
    a('鹿児島・桜島', 'かごしま・さくらじま', 'Kagoshima / Sakurajima', 'city', 4, [
      ['鹿児島中央駅周辺', 'かごしまちゅうおうえきしゅうへん', 'Kagoshima-Chuo Station Area', 31.584, 130.542, '鹿児島市中央町', '鹿児島中央駅', 'Kagoshima-Chuo Station', 'w', 5, 1],
      ['天文館', 'てんもんかん', 'Tenmonkan', 31.59, 130.555, '鹿児島市東千石町', '天文館通電停', 'Tenmonkan-dori Tram Stop', 'w', 3, 1],
      ['桜島', 'さくらじま', 'Sakurajima', 31.592, 130.601, '鹿児島市桜島横山町', '桜島港', 'Sakurajima Port', 'w', 5, 1],
    ]),
    a('指宿', 'いぶすき', 'Ibusuki', 'onsen', 4, [
      ['指宿温泉', 'いぶすきおんせん', 'Ibusuki Onsen', 31.233, 130.647, '指宿市湯の浜', '指宿駅', 'Ibusuki Station', 'b', 10, 1],
    ]),
    a('霧島', 'きりしま', 'Kirishima', 'onsen', 3, [
      ['霧島温泉郷', 'きりしまおんせんきょう', 'Kirishima Onsen', 31.872, 130.855, '霧島市牧園町高千穂', '霧島神宮駅', 'Kirishima-Jingu Station', 'b', 25, 1],
      ['妙見温泉', 'みょうけんおんせん', 'Myoken Onsen', 31.806, 130.768, '霧島市隼人町嘉例川', '嘉例川駅', 'Kareigawa Station', 'c', 10, 1],
    ]),
    a('屋久島・奄美', 'やくしま・あまみ', 'Yakushima / Amami', 'beach', 3, [
      ['屋久島', 'やくしま', 'Yakushima', 30.42, 130.57, '熊毛郡屋久島町宮之浦', '宮之浦港', 'Miyanoura Port', 'w', 10],
      ['奄美大島', 'あまみおおしま', 'Amami Oshima', 28.377, 129.494, '奄美市名瀬', '奄美空港', 'Amami Airport', 'c', 60],
    ]),
  ],
  '47': [
    a('那覇・南部', 'なは・なんぶ', 'Naha / Southern Okinawa', 'city', 8, [
      ['国際通り・松山', 'こくさいどおり・まつやま', 'Kokusai-dori / Matsuyama', 26.215, 127.687, '那覇市松尾', '県庁前駅', 'Kenchomae Station', 'w', 5],
      ['おもろまち', 'おもろまち', 'Omoromachi', 26.223, 127.697, '那覇市おもろまち', 'おもろまち駅', 'Omoromachi Station', 'w', 5],
      ['南城・糸満', 'なんじょう・いとまん', 'Nanjo / Itoman', 26.139, 127.766, '南城市玉城', '那覇空港', 'Naha Airport', 'c', 40],
    ]),
    a('恩納・読谷・北谷', 'おんな・よみたん・ちゃたん', 'Onna / Yomitan / Chatan', 'beach', 9, [
      ['恩納村', 'おんなそん', 'Onna Village', 26.498, 127.853, '国頭郡恩納村恩納', '那覇空港', 'Naha Airport', 'c', 60],
      ['読谷', 'よみたん', 'Yomitan', 26.396, 127.744, '中頭郡読谷村宇座', '那覇空港', 'Naha Airport', 'c', 50],
      ['北谷・美浜', 'ちゃたん・みはま', 'Chatan / Mihama', 26.316, 127.757, '中頭郡北谷町美浜', '那覇空港', 'Naha Airport', 'c', 35],
    ]),
    a('名護・本部・やんばる', 'なご・もとぶ・やんばる', 'Nago / Motobu / Yanbaru', 'beach', 6, [
      ['名護', 'なご', 'Nago', 26.592, 127.977, '名護市宮里', '那覇空港', 'Naha Airport', 'c', 75],
      ['本部・美ら海', 'もとぶ・ちゅらうみ', 'Motobu / Churaumi', 26.694, 127.878, '国頭郡本部町石川', '那覇空港', 'Naha Airport', 'c', 100],
      ['今帰仁', 'なきじん', 'Nakijin', 26.683, 127.929, '国頭郡今帰仁村今泊', '那覇空港', 'Naha Airport', 'c', 100],
    ]),
    a('石垣島・八重山', 'いしがきじま・やえやま', 'Ishigaki / Yaeyama', 'beach', 5, [
      ['石垣島', 'いしがきじま', 'Ishigaki Island', 24.34, 124.156, '石垣市美崎町', '石垣港離島ターミナル', 'Ishigaki Port Terminal', 'w', 5],
      ['竹富島', 'たけとみじま', 'Taketomi Island', 24.327, 124.088, '八重山郡竹富町竹富', '竹富港', 'Taketomi Port', 'c', 5],
      ['西表島', 'いりおもてじま', 'Iriomote Island', 24.33, 123.88, '八重山郡竹富町上原', '上原港', 'Uehara Port', 'c', 10],
    ]),
    a('宮古島', 'みやこじま', 'Miyakojima', 'beach', 4, [
      ['宮古島', 'みやこじま', 'Miyako Island', 24.805, 125.281, '宮古島市平良西里', '宮古空港', 'Miyako Airport', 'c', 10],
      ['伊良部島', 'いらぶじま', 'Irabu Island', 24.828, 125.18, '宮古島市伊良部', '宮古空港', 'Miyako Airport', 'c', 25],
    ]),
  ],
};
