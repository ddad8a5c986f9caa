/** Areas of Chugoku and Shikoku (prefectures 31–39). */
import { a, type PrefectureAreas } from './dsl';

// prettier-ignore
export const CHUGOKU_SHIKOKU: PrefectureAreas = {
  '31': [
    a('鳥取・砂丘', 'とっとり・さきゅう', 'Tottori / Sand Dunes', 'city', 2, [
      ['鳥取駅周辺', 'とっとりえきしゅうへん', 'Tottori Station Area', 35.494, 134.226, '鳥取市富安', '鳥取駅', 'Tottori Station', 'w', 5, 1],
      ['鳥取砂丘', 'とっとりさきゅう', 'Tottori Sand Dunes', 35.541, 134.229, '鳥取市福部町湯山', '鳥取駅', 'Tottori Station', 'b', 20],
    ]),
    a('皆生・大山', 'かいけ・だいせん', 'Kaike / Daisen', 'onsen', 2, [
      ['皆生温泉', 'かいけおんせん', 'Kaike Onsen', 35.449, 133.36, '米子市皆生温泉', '米子駅', 'Yonago Station', 'b', 20, 1],
      ['大山', 'だいせん', 'Daisen', 35.373, 133.539, '西伯郡大山町大山', '米子駅', 'Yonago Station', 'b', 50],
    ]),
    a('三朝・はわい', 'みささ・はわい', 'Misasa / Hawai', 'onsen', 1, [
      ['三朝温泉', 'みささおんせん', 'Misasa Onsen', 35.41, 133.864, '東伯郡三朝町三朝', '倉吉駅', 'Kurayoshi Station', 'b', 25, 1],
      ['はわい温泉', 'はわいおんせん', 'Hawai Onsen', 35.483, 133.893, '東伯郡湯梨浜町はわい温泉', '倉吉駅', 'Kurayoshi Station', 'b', 20, 1],
    ]),
  ],
  '32': [
    a('松江・玉造', 'まつえ・たまつくり', 'Matsue / Tamatsukuri', 'onsen', 3, [
      ['松江しんじ湖温泉', 'まつえしんじこおんせん', 'Matsue Shinjiko Onsen', 35.472, 133.05, '松江市千鳥町', '松江しんじ湖温泉駅', 'Matsue-Shinjiko-Onsen Station', 'w', 5, 1],
      ['玉造温泉', 'たまつくりおんせん', 'Tamatsukuri Onsen', 35.417, 133.013, '松江市玉湯町玉造', '玉造温泉駅', 'Tamatsukuri-Onsen Station', 'b', 10, 1],
      ['松江駅周辺', 'まつええきしゅうへん', 'Matsue Station Area', 35.464, 133.063, '松江市朝日町', '松江駅', 'Matsue Station', 'w', 5],
    ]),
    a('出雲', 'いずも', 'Izumo', 'city', 2, [
      ['出雲大社', 'いずもたいしゃ', 'Izumo Taisha', 35.402, 132.685, '出雲市大社町杵築東', '出雲大社前駅', 'Izumo-Taisha-mae Station', 'w', 5],
      ['出雲市駅周辺', 'いずもしえきしゅうへん', 'Izumoshi Station Area', 35.36, 132.757, '出雲市駅北町', '出雲市駅', 'Izumoshi Station', 'w', 5],
    ]),
    a('石見・津和野', 'いわみ・つわの', 'Iwami / Tsuwano', 'nature', 1, [
      ['津和野', 'つわの', 'Tsuwano', 34.467, 131.771, '鹿足郡津和野町後田', '津和野駅', 'Tsuwano Station', 'w', 5],
      ['温泉津', 'ゆのつ', 'Yunotsu', 35.091, 132.347, '大田市温泉津町温泉津', '温泉津駅', 'Yunotsu Station', 'w', 15, 1],
    ]),
  ],
  '33': [
    a('岡山', 'おかやま', 'Okayama', 'city', 2, [
      ['岡山駅周辺', 'おかやまえきしゅうへん', 'Okayama Station Area', 34.666, 133.918, '岡山市北区駅元町', '岡山駅', 'Okayama Station', 'w', 5],
    ]),
    a('倉敷・児島', 'くらしき・こじま', 'Kurashiki / Kojima', 'city', 3, [
      ['倉敷美観地区', 'くらしきびかんちく', 'Kurashiki Bikan Historical Quarter', 34.595, 133.771, '倉敷市中央', '倉敷駅', 'Kurashiki Station', 'w', 10],
      ['鷲羽山・児島', 'わしゅうざん・こじま', 'Washuzan / Kojima', 34.46, 133.81, '倉敷市下津井', '児島駅', 'Kojima Station', 'c', 10, 1],
    ]),
    a('湯郷・湯原・蒜山', 'ゆのごう・ゆばら・ひるぜん', 'Yunogo / Yubara / Hiruzen', 'onsen', 2, [
      ['湯郷温泉', 'ゆのごうおんせん', 'Yunogo Onsen', 35.009, 134.166, '美作市湯郷', '林野駅', 'Hayashino Station', 'b', 10, 1],
      ['湯原温泉', 'ゆばらおんせん', 'Yubara Onsen', 35.209, 133.701, '真庭市湯原温泉', '中国勝山駅', 'Chugoku-Katsuyama Station', 'b', 30, 1],
      ['蒜山高原', 'ひるぜんこうげん', 'Hiruzen Kogen', 35.31, 133.66, '真庭市蒜山上福田', '中国勝山駅', 'Chugoku-Katsuyama Station', 'b', 60],
    ]),
  ],
  '34': [
    a('広島市', 'ひろしまし', 'Hiroshima City', 'city', 4, [
      ['広島駅周辺', 'ひろしまえきしゅうへん', 'Hiroshima Station Area', 34.397, 132.475, '広島市南区松原町', '広島駅', 'Hiroshima Station', 'w', 5],
      ['平和記念公園・紙屋町', 'へいわきねんこうえん・かみやちょう', 'Peace Memorial Park / Kamiyacho', 34.393, 132.453, '広島市中区大手町', '原爆ドーム前電停', 'Genbaku-Dome-mae Tram Stop', 'w', 5],
    ]),
    a('宮島・廿日市', 'みやじま・はつかいち', 'Miyajima / Hatsukaichi', 'resort', 4, [
      ['宮島', 'みやじま', 'Miyajima', 34.296, 132.32, '廿日市市宮島町', '宮島桟橋', 'Miyajima Pier', 'w', 10],
      ['宮島口', 'みやじまぐち', 'Miyajimaguchi', 34.312, 132.303, '廿日市市宮島口', '宮島口駅', 'Miyajimaguchi Station', 'w', 5],
    ]),
    a('尾道・鞆の浦', 'おのみち・とものうら', 'Onomichi / Tomonoura', 'city', 2, [
      ['尾道', 'おのみち', 'Onomichi', 34.404, 133.195, '尾道市東御所町', '尾道駅', 'Onomichi Station', 'w', 5],
      ['鞆の浦', 'とものうら', 'Tomonoura', 34.384, 133.382, '福山市鞆町', '福山駅', 'Fukuyama Station', 'b', 30, 1],
    ]),
  ],
  '35': [
    a('下関・長門湯本', 'しものせき・ながとゆもと', 'Shimonoseki / Nagato-Yumoto', 'onsen', 2, [
      ['下関', 'しものせき', 'Shimonoseki', 33.951, 130.925, '下関市竹崎町', '下関駅', 'Shimonoseki Station', 'w', 5],
      ['長門湯本温泉', 'ながとゆもとおんせん', 'Nagato-Yumoto Onsen', 34.326, 131.18, '長門市深川湯本', '長門湯本駅', 'Nagato-Yumoto Station', 'w', 10, 1],
    ]),
    a('萩・秋吉台', 'はぎ・あきよしだい', 'Hagi / Akiyoshidai', 'nature', 2, [
      ['萩', 'はぎ', 'Hagi', 34.412, 131.399, '萩市椿東', '東萩駅', 'Higashi-Hagi Station', 'w', 10, 1],
      ['秋吉台', 'あきよしだい', 'Akiyoshidai', 34.229, 131.303, '美祢市秋芳町秋吉', '新山口駅', 'Shin-Yamaguchi Station', 'b', 45],
    ]),
    a('湯田温泉・岩国', 'ゆだおんせん・いわくに', 'Yuda Onsen / Iwakuni', 'onsen', 1, [
      ['湯田温泉', 'ゆだおんせん', 'Yuda Onsen', 34.164, 131.457, '山口市湯田温泉', '湯田温泉駅', 'Yuda-Onsen Station', 'w', 10, 1],
      ['岩国', 'いわくに', 'Iwakuni', 34.167, 132.178, '岩国市岩国', '岩国駅', 'Iwakuni Station', 'b', 20],
    ]),
  ],
  '36': [
    a('徳島・鳴門', 'とくしま・なると', 'Tokushima / Naruto', 'city', 2, [
      ['徳島駅周辺', 'とくしまえきしゅうへん', 'Tokushima Station Area', 34.074, 134.551, '徳島市寺島本町', '徳島駅', 'Tokushima Station', 'w', 5],
      ['鳴門', 'なると', 'Naruto', 34.237, 134.637, '鳴門市鳴門町土佐泊浦', '鳴門駅', 'Naruto Station', 'b', 25],
    ]),
    a('祖谷・大歩危', 'いや・おおぼけ', 'Iya / Oboke', 'onsen', 2, [
      ['大歩危', 'おおぼけ', 'Oboke', 33.89, 133.764, '三好市山城町西宇', '大歩危駅', 'Oboke Station', 'w', 10, 1],
      ['祖谷', 'いや', 'Iya', 33.88, 133.83, '三好市西祖谷山村', '大歩危駅', 'Oboke Station', 'b', 30, 1],
    ]),
  ],
  '37': [
    a('高松・琴平', 'たかまつ・ことひら', 'Takamatsu / Kotohira', 'city', 3, [
      ['高松駅周辺', 'たかまつえきしゅうへん', 'Takamatsu Station Area', 34.35, 134.047, '高松市浜ノ町', '高松駅', 'Takamatsu Station', 'w', 5],
      ['琴平', 'ことひら', 'Kotohira', 34.189, 133.818, '仲多度郡琴平町', '琴平駅', 'Kotohira Station', 'w', 10, 1],
    ]),
    a('小豆島・直島', 'しょうどしま・なおしま', 'Shodoshima / Naoshima', 'beach', 2, [
      ['小豆島', 'しょうどしま', 'Shodoshima', 34.485, 134.183, '小豆郡土庄町甲', '土庄港', 'Tonosho Port', 'c', 10],
      ['直島', 'なおしま', 'Naoshima', 34.459, 133.995, '香川郡直島町宮浦', '宮浦港', 'Miyanoura Port', 'w', 10],
    ]),
  ],
  '38': [
    a('松山・道後', 'まつやま・どうご', 'Matsuyama / Dogo', 'onsen', 5, [
      ['道後温泉', 'どうごおんせん', 'Dogo Onsen', 33.852, 132.786, '松山市道後湯之町', '道後温泉駅', 'Dogo-Onsen Station', 'w', 5, 1],
      ['松山市駅周辺', 'まつやましえきしゅうへん', 'Matsuyamashi Station Area', 33.835, 132.764, '松山市湊町', '松山市駅', 'Matsuyamashi Station', 'w', 5],
    ]),
    a('しまなみ海道・今治', 'しまなみかいどう・いまばり', 'Shimanami Kaido / Imabari', 'resort', 2, [
      ['今治', 'いまばり', 'Imabari', 34.066, 132.998, '今治市北宝来町', '今治駅', 'Imabari Station', 'w', 5],
      ['大三島', 'おおみしま', 'Omishima', 34.248, 133.006, '今治市大三島町宮浦', '今治駅', 'Imabari Station', 'b', 70],
    ]),
    a('宇和島・内子', 'うわじま・うちこ', 'Uwajima / Uchiko', 'nature', 1, [
      ['宇和島', 'うわじま', 'Uwajima', 33.223, 132.565, '宇和島市錦町', '宇和島駅', 'Uwajima Station', 'w', 5],
      ['内子', 'うちこ', 'Uchiko', 33.545, 132.658, '喜多郡内子町内子', '内子駅', 'Uchiko Station', 'w', 10],
    ]),
  ],
  '39': [
    a('高知', 'こうち', 'Kochi', 'city', 3, [
      ['高知駅周辺', 'こうちえきしゅうへん', 'Kochi Station Area', 33.567, 133.543, '高知市北本町', '高知駅', 'Kochi Station', 'w', 5],
      ['はりまや橋', 'はりまやばし', 'Harimayabashi', 33.56, 133.542, '高知市はりまや町', 'はりまや橋電停', 'Harimayabashi Tram Stop', 'w', 3],
    ]),
    a('四万十・足摺', 'しまんと・あしずり', 'Shimanto / Ashizuri', 'nature', 2, [
      ['四万十', 'しまんと', 'Shimanto', 32.991, 132.934, '四万十市中村', '中村駅', 'Nakamura Station', 'w', 10],
      ['足摺岬', 'あしずりみさき', 'Cape Ashizuri', 32.725, 133.019, '土佐清水市足摺岬', '中村駅', 'Nakamura Station', 'b', 100, 1],
    ]),
    a('室戸', 'むろと', 'Muroto', 'nature', 1, [
      ['室戸岬', 'むろとみさき', 'Cape Muroto', 33.249, 134.178, '室戸市室戸岬町', '奈半利駅', 'Nahari Station', 'b', 60],
    ]),
  ],
};
