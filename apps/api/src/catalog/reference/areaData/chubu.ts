/** Areas of Koshinetsu, Hokuriku and Tokai (prefectures 15–24). */
import { a, type PrefectureAreas } from './dsl';

// prettier-ignore
export const CHUBU: PrefectureAreas = {
  '15': [
    a('新潟・月岡', 'にいがた・つきおか', 'Niigata / Tsukioka', 'city', 2, [
      ['新潟駅周辺', 'にいがたえきしゅうへん', 'Niigata Station Area', 37.912, 139.061, '新潟市中央区花園', '新潟駅', 'Niigata Station', 'w', 5],
      ['月岡温泉', 'つきおかおんせん', 'Tsukioka Onsen', 37.865, 139.257, '新発田市月岡温泉', '月岡駅', 'Tsukioka Station', 'c', 10, 1],
    ]),
    a('越後湯沢・苗場', 'えちごゆざわ・なえば', 'Echigo-Yuzawa / Naeba', 'ski', 5, [
      ['越後湯沢', 'えちごゆざわ', 'Echigo-Yuzawa', 36.936, 138.809, '南魚沼郡湯沢町湯沢', '越後湯沢駅', 'Echigo-Yuzawa Station', 'w', 5, 1],
      ['苗場', 'なえば', 'Naeba', 36.796, 138.78, '南魚沼郡湯沢町三国', '越後湯沢駅', 'Echigo-Yuzawa Station', 'b', 40],
      ['南魚沼', 'みなみうおぬま', 'Minami-Uonuma', 37.065, 138.876, '南魚沼市六日町', '六日町駅', 'Muikamachi Station', 'w', 10, 1],
    ]),
    a('佐渡', 'さど', 'Sado', 'nature', 2, [
      ['両津', 'りょうつ', 'Ryotsu', 38.08, 138.44, '佐渡市両津湊', '両津港', 'Ryotsu Port', 'w', 10],
      ['佐和田・真野', 'さわた・まの', 'Sawata / Mano', 38.029, 138.36, '佐渡市窪田', '両津港', 'Ryotsu Port', 'c', 30, 1],
    ]),
    a('妙高・上越', 'みょうこう・じょうえつ', 'Myoko / Joetsu', 'ski', 2, [
      ['赤倉温泉', 'あかくらおんせん', 'Akakura Onsen', 36.886, 138.174, '妙高市赤倉', '妙高高原駅', 'Myoko-Kogen Station', 'b', 15, 1],
      ['上越妙高', 'じょうえつみょうこう', 'Joetsu-Myoko', 37.087, 138.248, '上越市大和', '上越妙高駅', 'Joetsu-Myoko Station', 'w', 5],
    ]),
  ],
  '16': [
    a('富山', 'とやま', 'Toyama', 'city', 2, [
      ['富山駅周辺', 'とやまえきしゅうへん', 'Toyama Station Area', 36.701, 137.213, '富山市桜町', '富山駅', 'Toyama Station', 'w', 5],
    ]),
    a('宇奈月・黒部', 'うなづき・くろべ', 'Unazuki / Kurobe', 'onsen', 2, [
      ['宇奈月温泉', 'うなづきおんせん', 'Unazuki Onsen', 36.814, 137.581, '黒部市宇奈月温泉', '宇奈月温泉駅', 'Unazuki-Onsen Station', 'w', 5, 1],
      ['黒部', 'くろべ', 'Kurobe', 36.875, 137.45, '黒部市若栗', '黒部宇奈月温泉駅', 'Kurobe-Unazukionsen Station', 'w', 5],
    ]),
    a('立山・五箇山', 'たてやま・ごかやま', 'Tateyama / Gokayama', 'nature', 2, [
      ['立山', 'たてやま', 'Tateyama', 36.583, 137.444, '中新川郡立山町芦峅寺', '立山駅', 'Tateyama Station', 'w', 5],
      ['五箇山', 'ごかやま', 'Gokayama', 36.425, 136.934, '南砺市相倉', '城端駅', 'Johana Station', 'c', 30],
    ]),
    a('高岡・氷見', 'たかおか・ひみ', 'Takaoka / Himi', 'city', 1, [
      ['高岡', 'たかおか', 'Takaoka', 36.754, 137.022, '高岡市下関町', '高岡駅', 'Takaoka Station', 'w', 5],
      ['氷見', 'ひみ', 'Himi', 36.856, 136.987, '氷見市伊勢大町', '氷見駅', 'Himi Station', 'w', 10, 1],
    ]),
  ],
  '17': [
    a('金沢・湯涌', 'かなざわ・ゆわく', 'Kanazawa / Yuwaku', 'city', 7, [
      ['金沢駅周辺', 'かなざわえきしゅうへん', 'Kanazawa Station Area', 36.578, 136.648, '金沢市此花町', '金沢駅', 'Kanazawa Station', 'w', 5],
      ['香林坊・片町', 'こうりんぼう・かたまち', 'Korinbo / Katamachi', 36.562, 136.654, '金沢市香林坊', '金沢駅', 'Kanazawa Station', 'b', 10],
      ['湯涌温泉', 'ゆわくおんせん', 'Yuwaku Onsen', 36.485, 136.745, '金沢市湯涌町', '金沢駅', 'Kanazawa Station', 'b', 50, 1],
    ]),
    a('加賀温泉郷', 'かがおんせんきょう', 'Kaga Onsen', 'onsen', 5, [
      ['山代温泉', 'やましろおんせん', 'Yamashiro Onsen', 36.291, 136.362, '加賀市山代温泉', '加賀温泉駅', 'Kagaonsen Station', 'b', 10, 1],
      ['山中温泉', 'やまなかおんせん', 'Yamanaka Onsen', 36.248, 136.375, '加賀市山中温泉', '加賀温泉駅', 'Kagaonsen Station', 'b', 25, 1],
      ['片山津温泉', 'かたやまづおんせん', 'Katayamazu Onsen', 36.342, 136.366, '加賀市片山津温泉', '加賀温泉駅', 'Kagaonsen Station', 'b', 15, 1],
      ['粟津温泉', 'あわづおんせん', 'Awazu Onsen', 36.353, 136.438, '小松市粟津町', '粟津駅', 'Awazu Station', 'b', 10, 1],
    ]),
    a('能登・和倉', 'のと・わくら', 'Noto / Wakura', 'onsen', 2, [
      ['和倉温泉', 'わくらおんせん', 'Wakura Onsen', 37.09, 136.918, '七尾市和倉町', '和倉温泉駅', 'Wakuraonsen Station', 'b', 5, 1],
      ['輪島', 'わじま', 'Wajima', 37.39, 136.901, '輪島市河井町', '和倉温泉駅', 'Wakuraonsen Station', 'c', 60],
    ]),
  ],
  '18': [
    a('あわら・三国', 'あわら・みくに', 'Awara / Mikuni', 'onsen', 2, [
      ['あわら温泉', 'あわらおんせん', 'Awara Onsen', 36.22, 136.19, 'あわら市温泉', '芦原温泉駅', 'Awaraonsen Station', 'b', 10, 1],
      ['三国・東尋坊', 'みくに・とうじんぼう', 'Mikuni / Tojinbo', 36.237, 136.125, '坂井市三国町安島', '三国港駅', 'Mikuni-Minato Station', 'c', 10],
    ]),
    a('福井・永平寺', 'ふくい・えいへいじ', 'Fukui / Eiheiji', 'city', 1, [
      ['福井駅周辺', 'ふくいえきしゅうへん', 'Fukui Station Area', 36.062, 136.223, '福井市中央', '福井駅', 'Fukui Station', 'w', 5],
      ['永平寺', 'えいへいじ', 'Eiheiji', 36.056, 136.354, '吉田郡永平寺町志比', '永平寺口駅', 'Eiheijiguchi Station', 'b', 15],
    ]),
    a('若狭・敦賀', 'わかさ・つるが', 'Wakasa / Tsuruga', 'nature', 1, [
      ['敦賀', 'つるが', 'Tsuruga', 35.646, 136.076, '敦賀市鉄輪町', '敦賀駅', 'Tsuruga Station', 'w', 5],
      ['小浜', 'おばま', 'Obama', 35.495, 135.746, '小浜市駅前町', '小浜駅', 'Obama Station', 'w', 5],
    ]),
  ],
  '19': [
    a('富士五湖', 'ふじごこ', 'Fuji Five Lakes', 'resort', 7, [
      ['河口湖', 'かわぐちこ', 'Lake Kawaguchi', 35.5, 138.765, '南都留郡富士河口湖町船津', '河口湖駅', 'Kawaguchiko Station', 'w', 10, 1],
      ['山中湖', 'やまなかこ', 'Lake Yamanaka', 35.417, 138.875, '南都留郡山中湖村平野', '富士山駅', 'Fujisan Station', 'b', 30],
      ['富士吉田', 'ふじよしだ', 'Fujiyoshida', 35.487, 138.804, '富士吉田市上吉田', '富士山駅', 'Fujisan Station', 'w', 5],
    ]),
    a('甲府・石和', 'こうふ・いさわ', 'Kofu / Isawa', 'onsen', 3, [
      ['石和温泉', 'いさわおんせん', 'Isawa Onsen', 35.656, 138.633, '笛吹市石和町市部', '石和温泉駅', 'Isawa-Onsen Station', 'w', 10, 1],
      ['甲府駅周辺', 'こうふえきしゅうへん', 'Kofu Station Area', 35.667, 138.569, '甲府市丸の内', '甲府駅', 'Kofu Station', 'w', 5],
      ['湯村温泉', 'ゆむらおんせん', 'Yumura Onsen', 35.676, 138.546, '甲府市湯村', '甲府駅', 'Kofu Station', 'b', 10, 1],
    ]),
    a('八ヶ岳・清里', 'やつがたけ・きよさと', 'Yatsugatake / Kiyosato', 'nature', 2, [
      ['清里', 'きよさと', 'Kiyosato', 35.92, 138.438, '北杜市高根町清里', '清里駅', 'Kiyosato Station', 'c', 5],
      ['小淵沢', 'こぶちさわ', 'Kobuchizawa', 35.867, 138.317, '北杜市小淵沢町', '小淵沢駅', 'Kobuchizawa Station', 'c', 10],
    ]),
  ],
  '20': [
    a('軽井沢', 'かるいざわ', 'Karuizawa', 'resort', 6, [
      ['旧軽井沢', 'きゅうかるいざわ', 'Kyu-Karuizawa', 36.356, 138.636, '北佐久郡軽井沢町軽井沢', '軽井沢駅', 'Karuizawa Station', 'b', 5],
      ['中軽井沢', 'なかかるいざわ', 'Naka-Karuizawa', 36.345, 138.588, '北佐久郡軽井沢町長倉', '中軽井沢駅', 'Naka-Karuizawa Station', 'w', 10, 1],
      ['南軽井沢', 'みなみかるいざわ', 'Minami-Karuizawa', 36.32, 138.613, '北佐久郡軽井沢町発地', '軽井沢駅', 'Karuizawa Station', 'c', 10],
    ]),
    a('白馬・安曇野', 'はくば・あづみの', 'Hakuba / Azumino', 'ski', 4, [
      ['白馬', 'はくば', 'Hakuba', 36.698, 137.862, '北安曇郡白馬村北城', '白馬駅', 'Hakuba Station', 'c', 5, 1],
      ['安曇野', 'あづみの', 'Azumino', 36.304, 137.903, '安曇野市穂高', '穂高駅', 'Hotaka Station', 'c', 10],
    ]),
    a('松本・上高地', 'まつもと・かみこうち', 'Matsumoto / Kamikochi', 'nature', 4, [
      ['松本駅周辺', 'まつもとえきしゅうへん', 'Matsumoto Station Area', 36.231, 137.964, '松本市深志', '松本駅', 'Matsumoto Station', 'w', 5],
      ['浅間温泉', 'あさまおんせん', 'Asama Onsen', 36.252, 137.983, '松本市浅間温泉', '松本駅', 'Matsumoto Station', 'b', 20, 1],
      ['上高地', 'かみこうち', 'Kamikochi', 36.249, 137.638, '松本市安曇上高地', '新島々駅', 'Shin-Shimashima Station', 'b', 65],
    ]),
    a('志賀高原・湯田中・渋', 'しがこうげん・ゆだなか・しぶ', 'Shiga Kogen / Yudanaka / Shibu', 'onsen', 3, [
      ['渋温泉', 'しぶおんせん', 'Shibu Onsen', 36.729, 138.427, '下高井郡山ノ内町平穏', '湯田中駅', 'Yudanaka Station', 'b', 5, 1],
      ['湯田中温泉', 'ゆだなかおんせん', 'Yudanaka Onsen', 36.74, 138.414, '下高井郡山ノ内町佐野', '湯田中駅', 'Yudanaka Station', 'w', 5, 1],
      ['志賀高原', 'しがこうげん', 'Shiga Kogen', 36.71, 138.5, '下高井郡山ノ内町志賀高原', '湯田中駅', 'Yudanaka Station', 'b', 40],
    ]),
    a('長野・戸隠', 'ながの・とがくし', 'Nagano / Togakushi', 'city', 2, [
      ['長野駅周辺', 'ながのえきしゅうへん', 'Nagano Station Area', 36.643, 138.189, '長野市南千歳', '長野駅', 'Nagano Station', 'w', 5],
      ['戸隠', 'とがくし', 'Togakushi', 36.742, 138.085, '長野市戸隠', '長野駅', 'Nagano Station', 'b', 60],
    ]),
    a('諏訪・蓼科', 'すわ・たてしな', 'Suwa / Tateshina', 'onsen', 2, [
      ['上諏訪温泉', 'かみすわおんせん', 'Kami-Suwa Onsen', 36.045, 138.11, '諏訪市湖岸通り', '上諏訪駅', 'Kami-Suwa Station', 'w', 10, 1],
      ['蓼科', 'たてしな', 'Tateshina', 36.054, 138.286, '茅野市北山', '茅野駅', 'Chino Station', 'b', 40, 1],
    ]),
  ],
  '21': [
    a('飛騨高山', 'ひだたかやま', 'Hida-Takayama', 'city', 5, [
      ['高山駅周辺', 'たかやまえきしゅうへん', 'Takayama Station Area', 36.141, 137.251, '高山市花里町', '高山駅', 'Takayama Station', 'w', 5],
      ['古い町並', 'ふるいまちなみ', 'Sanmachi Old Town', 36.14, 137.26, '高山市上三之町', '高山駅', 'Takayama Station', 'w', 10],
    ]),
    a('奥飛騨温泉郷', 'おくひだおんせんきょう', 'Okuhida Onsen', 'onsen', 2, [
      ['平湯温泉', 'ひらゆおんせん', 'Hirayu Onsen', 36.188, 137.56, '高山市奥飛騨温泉郷平湯', '高山駅', 'Takayama Station', 'b', 60, 1],
      ['新穂高温泉', 'しんほたかおんせん', 'Shin-Hotaka Onsen', 36.287, 137.573, '高山市奥飛騨温泉郷神坂', '高山駅', 'Takayama Station', 'b', 100, 1],
    ]),
    a('下呂', 'げろ', 'Gero', 'onsen', 4, [
      ['下呂温泉', 'げろおんせん', 'Gero Onsen', 35.806, 137.242, '下呂市湯之島', '下呂駅', 'Gero Station', 'w', 10, 1],
    ]),
    a('白川郷', 'しらかわごう', 'Shirakawa-go', 'nature', 2, [
      ['白川郷', 'しらかわごう', 'Shirakawa-go', 36.258, 136.906, '大野郡白川村荻町', '高山駅', 'Takayama Station', 'b', 50],
    ]),
    a('岐阜・長良川', 'ぎふ・ながらがわ', 'Gifu / Nagara River', 'city', 1, [
      ['長良川温泉', 'ながらがわおんせん', 'Nagaragawa Onsen', 35.435, 136.779, '岐阜市長良', '岐阜駅', 'Gifu Station', 'b', 15, 1],
      ['岐阜駅周辺', 'ぎふえきしゅうへん', 'Gifu Station Area', 35.409, 136.756, '岐阜市橋本町', '岐阜駅', 'Gifu Station', 'w', 5],
    ]),
  ],
  '22': [
    a('熱海・伊東', 'あたみ・いとう', 'Atami / Ito', 'onsen', 9, [
      ['熱海', 'あたみ', 'Atami', 35.104, 139.078, '熱海市田原本町', '熱海駅', 'Atami Station', 'w', 5, 1],
      ['伊豆山', 'いずさん', 'Izusan', 35.114, 139.09, '熱海市伊豆山', '熱海駅', 'Atami Station', 'c', 5, 1],
      ['伊東', 'いとう', 'Ito', 34.975, 139.092, '伊東市湯川', '伊東駅', 'Ito Station', 'w', 5, 1],
      ['伊豆高原', 'いずこうげん', 'Izu Kogen', 34.902, 139.13, '伊東市八幡野', '伊豆高原駅', 'Izu-Kogen Station', 'c', 5, 1],
    ]),
    a('伊豆（下田・修善寺・稲取）', 'いず（しもだ・しゅぜんじ・いなとり）', 'Izu (Shimoda / Shuzenji / Inatori)', 'onsen', 6, [
      ['下田', 'しもだ', 'Shimoda', 34.678, 138.945, '下田市東本郷', '伊豆急下田駅', 'Izukyu-Shimoda Station', 'w', 5, 1],
      ['修善寺', 'しゅぜんじ', 'Shuzenji', 34.97, 138.929, '伊豆市修善寺', '修善寺駅', 'Shuzenji Station', 'b', 10, 1],
      ['伊豆長岡', 'いずながおか', 'Izu-Nagaoka', 35.033, 138.93, '伊豆の国市古奈', '伊豆長岡駅', 'Izu-Nagaoka Station', 'b', 10, 1],
      ['稲取・熱川', 'いなとり・あたがわ', 'Inatori / Atagawa', 34.773, 139.038, '賀茂郡東伊豆町稲取', '伊豆稲取駅', 'Izu-Inatori Station', 'w', 10, 1],
    ]),
    a('浜名湖・浜松', 'はまなこ・はままつ', 'Lake Hamana / Hamamatsu', 'city', 2, [
      ['浜松駅周辺', 'はままつえきしゅうへん', 'Hamamatsu Station Area', 34.704, 137.735, '浜松市中央区砂山町', '浜松駅', 'Hamamatsu Station', 'w', 5],
      ['舘山寺温泉', 'かんざんじおんせん', 'Kanzanji Onsen', 34.756, 137.615, '浜松市中央区舘山寺町', '浜松駅', 'Hamamatsu Station', 'b', 40, 1],
    ]),
    a('静岡・清水', 'しずおか・しみず', 'Shizuoka / Shimizu', 'city', 2, [
      ['静岡駅周辺', 'しずおかえきしゅうへん', 'Shizuoka Station Area', 34.972, 138.389, '静岡市葵区黒金町', '静岡駅', 'Shizuoka Station', 'w', 5],
      ['清水・三保', 'しみず・みほ', 'Shimizu / Miho', 35.015, 138.49, '静岡市清水区相生町', '清水駅', 'Shimizu Station', 'w', 5],
    ]),
    a('御殿場・富士', 'ごてんば・ふじ', 'Gotemba / Fuji', 'resort', 2, [
      ['御殿場', 'ごてんば', 'Gotemba', 35.3, 138.935, '御殿場市新橋', '御殿場駅', 'Gotemba Station', 'w', 5],
      ['富士宮', 'ふじのみや', 'Fujinomiya', 35.222, 138.62, '富士宮市宮町', '富士宮駅', 'Fujinomiya Station', 'w', 5],
    ]),
  ],
  '23': [
    a('名古屋', 'なごや', 'Nagoya', 'city', 5, [
      ['名古屋駅周辺', 'なごやえきしゅうへん', 'Nagoya Station Area', 35.1709, 136.8815, '名古屋市中村区名駅', '名古屋駅', 'Nagoya Station', 'w', 5],
      ['栄・伏見', 'さかえ・ふしみ', 'Sakae / Fushimi', 35.17, 136.908, '名古屋市中区栄', '栄駅', 'Sakae Station', 'w', 3],
      ['金山', 'かなやま', 'Kanayama', 35.143, 136.901, '名古屋市中区金山', '金山駅', 'Kanayama Station', 'w', 3],
    ]),
    a('知多・常滑', 'ちた・とこなめ', 'Chita / Tokoname', 'beach', 2, [
      ['常滑・中部国際空港', 'とこなめ・ちゅうぶこくさいくうこう', 'Tokoname / Centrair', 34.86, 136.815, '常滑市セントレア', '中部国際空港駅', 'Central Japan International Airport Station', 'w', 5],
      ['南知多', 'みなみちた', 'Minami-Chita', 34.718, 136.926, '知多郡南知多町師崎', '内海駅', 'Utsumi Station', 'c', 15, 1],
    ]),
    a('三河・蒲郡', 'みかわ・がまごおり', 'Mikawa / Gamagori', 'onsen', 1, [
      ['蒲郡', 'がまごおり', 'Gamagori', 34.814, 137.248, '蒲郡市西浦町', '蒲郡駅', 'Gamagori Station', 'b', 20, 1],
      ['岡崎', 'おかざき', 'Okazaki', 34.955, 137.172, '岡崎市康生町', '東岡崎駅', 'Higashi-Okazaki Station', 'w', 10],
    ]),
  ],
  '24': [
    a('伊勢・二見', 'いせ・ふたみ', 'Ise / Futami', 'city', 4, [
      ['伊勢市駅周辺', 'いせしえきしゅうへん', 'Iseshi Station Area', 34.492, 136.709, '伊勢市吹上', '伊勢市駅', 'Iseshi Station', 'w', 5],
      ['二見', 'ふたみ', 'Futami', 34.508, 136.784, '伊勢市二見町茶屋', '二見浦駅', 'Futaminoura Station', 'w', 10, 1],
    ]),
    a('鳥羽・志摩', 'とば・しま', 'Toba / Shima', 'beach', 5, [
      ['鳥羽', 'とば', 'Toba', 34.484, 136.843, '鳥羽市鳥羽', '鳥羽駅', 'Toba Station', 'w', 5, 1],
      ['賢島・志摩', 'かしこじま・しま', 'Kashikojima / Shima', 34.306, 136.818, '志摩市阿児町神明', '賢島駅', 'Kashikojima Station', 'w', 5],
    ]),
    a('湯の山・長島', 'ゆのやま・ながしま', 'Yunoyama / Nagashima', 'resort', 2, [
      ['長島', 'ながしま', 'Nagashima', 35.03, 136.734, '桑名市長島町浦安', '長島駅', 'Nagashima Station', 'c', 10, 1],
      ['湯の山温泉', 'ゆのやまおんせん', 'Yunoyama Onsen', 35.013, 136.457, '三重郡菰野町菰野', '湯の山温泉駅', 'Yunoyama-Onsen Station', 'b', 10, 1],
    ]),
  ],
};
