/** Areas of Kanto (prefectures 08–14). */
import { a, type PrefectureAreas } from './dsl';

// prettier-ignore
export const KANTO: PrefectureAreas = {
  '08': [
    a('水戸・大洗', 'みと・おおあらい', 'Mito / Oarai', 'city', 2, [
      ['水戸駅周辺', 'みとえきしゅうへん', 'Mito Station Area', 36.3705, 140.4765, '水戸市宮町', '水戸駅', 'Mito Station', 'w', 5],
      ['大洗', 'おおあらい', 'Oarai', 36.313, 140.575, '東茨城郡大洗町磯浜町', '大洗駅', 'Oarai Station', 'c', 10],
    ]),
    a('袋田・奥久慈', 'ふくろだ・おくくじ', 'Fukuroda / Okukuji', 'onsen', 1, [
      ['袋田温泉', 'ふくろだおんせん', 'Fukuroda Onsen', 36.762, 140.403, '久慈郡大子町袋田', '袋田駅', 'Fukuroda Station', 'c', 5, 1],
    ]),
    a('つくば・筑波山', 'つくば・つくばさん', 'Tsukuba / Mt. Tsukuba', 'nature', 1, [
      ['つくば駅周辺', 'つくばえきしゅうへん', 'Tsukuba Station Area', 36.083, 140.111, 'つくば市吾妻', 'つくば駅', 'Tsukuba Station', 'w', 5],
      ['筑波山温泉', 'つくばさんおんせん', 'Mt. Tsukuba Onsen', 36.22, 140.1, 'つくば市筑波', 'つくば駅', 'Tsukuba Station', 'b', 40, 1],
    ]),
  ],
  '09': [
    a('日光・鬼怒川', 'にっこう・きぬがわ', 'Nikko / Kinugawa', 'onsen', 7, [
      ['日光', 'にっこう', 'Nikko', 36.75, 139.605, '日光市上鉢石町', '東武日光駅', 'Tobu-Nikko Station', 'w', 10],
      ['鬼怒川温泉', 'きぬがわおんせん', 'Kinugawa Onsen', 36.828, 139.716, '日光市鬼怒川温泉大原', '鬼怒川温泉駅', 'Kinugawa-Onsen Station', 'w', 5, 1],
      ['中禅寺湖', 'ちゅうぜんじこ', 'Lake Chuzenji', 36.738, 139.498, '日光市中宮祠', '東武日光駅', 'Tobu-Nikko Station', 'b', 45],
      ['奥日光湯元温泉', 'おくにっこうゆもとおんせん', 'Okunikko Yumoto Onsen', 36.806, 139.424, '日光市湯元', '東武日光駅', 'Tobu-Nikko Station', 'b', 80, 1],
    ]),
    a('那須・塩原', 'なす・しおばら', 'Nasu / Shiobara', 'resort', 5, [
      ['那須高原', 'なすこうげん', 'Nasu Kogen', 37.08, 140.0, '那須郡那須町高久乙', '那須塩原駅', 'Nasushiobara Station', 'c', 25],
      ['那須湯本温泉', 'なすゆもとおんせん', 'Nasu-Yumoto Onsen', 37.12, 139.975, '那須郡那須町湯本', '那須塩原駅', 'Nasushiobara Station', 'b', 40, 1],
      ['塩原温泉', 'しおばらおんせん', 'Shiobara Onsen', 36.966, 139.82, '那須塩原市塩原', '那須塩原駅', 'Nasushiobara Station', 'b', 50, 1],
    ]),
    a('宇都宮', 'うつのみや', 'Utsunomiya', 'city', 1, [
      ['宇都宮駅周辺', 'うつのみやえきしゅうへん', 'Utsunomiya Station Area', 36.559, 139.898, '宇都宮市川向町', '宇都宮駅', 'Utsunomiya Station', 'w', 5],
    ]),
  ],
  '10': [
    a('草津・万座', 'くさつ・まんざ', 'Kusatsu / Manza', 'onsen', 7, [
      ['草津温泉', 'くさつおんせん', 'Kusatsu Onsen', 36.622, 138.596, '吾妻郡草津町草津', '長野原草津口駅', 'Naganohara-Kusatsuguchi Station', 'b', 25, 1],
      ['万座温泉', 'まんざおんせん', 'Manza Onsen', 36.637, 138.515, '吾妻郡嬬恋村干俣', '万座・鹿沢口駅', 'Manza-Kazawaguchi Station', 'b', 40, 1],
    ]),
    a('伊香保・四万', 'いかほ・しま', 'Ikaho / Shima', 'onsen', 5, [
      ['伊香保温泉', 'いかほおんせん', 'Ikaho Onsen', 36.499, 138.921, '渋川市伊香保町伊香保', '渋川駅', 'Shibukawa Station', 'b', 25, 1],
      ['四万温泉', 'しまおんせん', 'Shima Onsen', 36.687, 138.78, '吾妻郡中之条町四万', '中之条駅', 'Nakanojo Station', 'b', 40, 1],
    ]),
    a('水上・尾瀬', 'みなかみ・おぜ', 'Minakami / Oze', 'onsen', 3, [
      ['水上温泉', 'みなかみおんせん', 'Minakami Onsen', 36.782, 138.975, '利根郡みなかみ町湯原', '水上駅', 'Minakami Station', 'w', 10, 1],
      ['宝川温泉', 'たからがわおんせん', 'Takaragawa Onsen', 36.848, 139.033, '利根郡みなかみ町藤原', '水上駅', 'Minakami Station', 'b', 40, 1],
      ['片品・尾瀬', 'かたしな・おぜ', 'Katashina / Oze', 36.853, 139.24, '利根郡片品村鎌田', '沼田駅', 'Numata Station', 'b', 60],
    ]),
    a('高崎・前橋', 'たかさき・まえばし', 'Takasaki / Maebashi', 'city', 1, [
      ['高崎駅周辺', 'たかさきえきしゅうへん', 'Takasaki Station Area', 36.322, 139.013, '高崎市八島町', '高崎駅', 'Takasaki Station', 'w', 5],
      ['前橋', 'まえばし', 'Maebashi', 36.383, 139.073, '前橋市表町', '前橋駅', 'Maebashi Station', 'w', 5],
    ]),
  ],
  '11': [
    a('大宮・浦和', 'おおみや・うらわ', 'Omiya / Urawa', 'city', 2, [
      ['大宮駅周辺', 'おおみやえきしゅうへん', 'Omiya Station Area', 35.9064, 139.6239, 'さいたま市大宮区錦町', '大宮駅', 'Omiya Station', 'w', 5],
      ['浦和', 'うらわ', 'Urawa', 35.8587, 139.6568, 'さいたま市浦和区高砂', '浦和駅', 'Urawa Station', 'w', 5],
    ]),
    a('秩父・長瀞', 'ちちぶ・ながとろ', 'Chichibu / Nagatoro', 'nature', 2, [
      ['秩父', 'ちちぶ', 'Chichibu', 35.992, 139.083, '秩父市野坂町', '西武秩父駅', 'Seibu-Chichibu Station', 'w', 5],
      ['長瀞', 'ながとろ', 'Nagatoro', 36.099, 139.111, '秩父郡長瀞町長瀞', '長瀞駅', 'Nagatoro Station', 'w', 5],
    ]),
    a('川越', 'かわごえ', 'Kawagoe', 'city', 1, [
      ['川越', 'かわごえ', 'Kawagoe', 35.908, 139.485, '川越市脇田本町', '川越駅', 'Kawagoe Station', 'w', 5],
    ]),
  ],
  '12': [
    a('舞浜・浦安', 'まいはま・うらやす', 'Maihama / Urayasu', 'resort', 6, [
      ['舞浜', 'まいはま', 'Maihama', 35.633, 139.884, '浦安市舞浜', '舞浜駅', 'Maihama Station', 'w', 5],
      ['新浦安', 'しんうらやす', 'Shin-Urayasu', 35.649, 139.912, '浦安市入船', '新浦安駅', 'Shin-Urayasu Station', 'w', 5],
    ]),
    a('幕張・千葉・成田', 'まくはり・ちば・なりた', 'Makuhari / Chiba / Narita', 'city', 2, [
      ['海浜幕張', 'かいひんまくはり', 'Kaihin-Makuhari', 35.648, 140.042, '千葉市美浜区ひび野', '海浜幕張駅', 'Kaihin-Makuhari Station', 'w', 5],
      ['千葉駅周辺', 'ちばえきしゅうへん', 'Chiba Station Area', 35.613, 140.113, '千葉市中央区新千葉', '千葉駅', 'Chiba Station', 'w', 5],
      ['成田', 'なりた', 'Narita', 35.776, 140.318, '成田市花崎町', '成田駅', 'Narita Station', 'w', 5],
    ]),
    a('房総・鴨川・館山', 'ぼうそう・かもがわ・たてやま', 'Boso / Kamogawa / Tateyama', 'beach', 3, [
      ['鴨川', 'かもがわ', 'Kamogawa', 35.113, 140.099, '鴨川市横渚', '安房鴨川駅', 'Awa-Kamogawa Station', 'w', 10],
      ['館山', 'たてやま', 'Tateyama', 34.996, 139.87, '館山市北条', '館山駅', 'Tateyama Station', 'w', 10],
      ['勝浦', 'かつうら', 'Katsuura', 35.152, 140.321, '勝浦市墨名', '勝浦駅', 'Katsuura Station', 'w', 10],
      ['養老渓谷', 'ようろうけいこく', 'Yoro Keikoku', 35.254, 140.157, '夷隅郡大多喜町葛藤', '養老渓谷駅', 'Yoro-Keikoku Station', 'c', 10, 1],
    ]),
  ],
  '13': [
    a('東京駅・銀座', 'とうきょうえき・ぎんざ', 'Tokyo Station / Ginza', 'city', 7, [
      ['丸の内・日本橋', 'まるのうち・にほんばし', 'Marunouchi / Nihombashi', 35.6812, 139.7671, '千代田区丸の内', '東京駅', 'Tokyo Station', 'w', 5],
      ['銀座・有楽町', 'ぎんざ・ゆうらくちょう', 'Ginza / Yurakucho', 35.6717, 139.765, '中央区銀座', '銀座駅', 'Ginza Station', 'w', 3],
      ['築地・汐留', 'つきじ・しおどめ', 'Tsukiji / Shiodome', 35.664, 139.762, '中央区築地', '新橋駅', 'Shimbashi Station', 'w', 5],
    ]),
    a('新宿・渋谷・池袋', 'しんじゅく・しぶや・いけぶくろ', 'Shinjuku / Shibuya / Ikebukuro', 'city', 6, [
      ['新宿', 'しんじゅく', 'Shinjuku', 35.6896, 139.7006, '新宿区西新宿', '新宿駅', 'Shinjuku Station', 'w', 5],
      ['渋谷', 'しぶや', 'Shibuya', 35.658, 139.7016, '渋谷区道玄坂', '渋谷駅', 'Shibuya Station', 'w', 5],
      ['池袋', 'いけぶくろ', 'Ikebukuro', 35.7295, 139.7109, '豊島区東池袋', '池袋駅', 'Ikebukuro Station', 'w', 5],
    ]),
    a('上野・浅草', 'うえの・あさくさ', 'Ueno / Asakusa', 'city', 5, [
      ['上野', 'うえの', 'Ueno', 35.7138, 139.7773, '台東区上野', '上野駅', 'Ueno Station', 'w', 5],
      ['浅草', 'あさくさ', 'Asakusa', 35.7119, 139.7983, '台東区浅草', '浅草駅', 'Asakusa Station', 'w', 5],
      ['押上', 'おしあげ', 'Oshiage', 35.7101, 139.8132, '墨田区押上', '押上駅', 'Oshiage Station', 'w', 5],
    ]),
    a('品川・お台場・羽田', 'しながわ・おだいば・はねだ', 'Shinagawa / Odaiba / Haneda', 'city', 4, [
      ['品川', 'しながわ', 'Shinagawa', 35.6285, 139.7388, '港区高輪', '品川駅', 'Shinagawa Station', 'w', 5],
      ['お台場', 'おだいば', 'Odaiba', 35.625, 139.775, '港区台場', 'お台場海浜公園駅', 'Odaiba-Kaihinkoen Station', 'w', 5],
      ['羽田空港周辺', 'はねだくうこうしゅうへん', 'Haneda Airport Area', 35.561, 139.733, '大田区羽田', '天空橋駅', 'Tenkubashi Station', 'w', 5],
    ]),
    a('多摩・高尾', 'たま・たかお', 'Tama / Takao', 'nature', 1, [
      ['高尾山', 'たかおさん', 'Mt. Takao', 35.632, 139.269, '八王子市高尾町', '高尾山口駅', 'Takaosanguchi Station', 'w', 5],
      ['立川', 'たちかわ', 'Tachikawa', 35.698, 139.414, '立川市曙町', '立川駅', 'Tachikawa Station', 'w', 5],
    ]),
    a('伊豆大島・八丈島', 'いずおおしま・はちじょうじま', 'Izu Oshima / Hachijojima', 'beach', 1, [
      ['伊豆大島', 'いずおおしま', 'Izu Oshima', 34.75, 139.356, '大島町元町', '元町港', 'Motomachi Port', 'w', 10],
      ['八丈島', 'はちじょうじま', 'Hachijojima', 33.11, 139.79, '八丈町大賀郷', '八丈島空港', 'Hachijojima Airport', 'c', 10, 1],
    ]),
  ],
  '14': [
    a('横浜', 'よこはま', 'Yokohama', 'city', 5, [
      ['みなとみらい', 'みなとみらい', 'Minatomirai', 35.455, 139.632, '横浜市西区みなとみらい', 'みなとみらい駅', 'Minatomirai Station', 'w', 3],
      ['関内・中華街', 'かんない・ちゅうかがい', 'Kannai / Chinatown', 35.443, 139.645, '横浜市中区山下町', '元町・中華街駅', 'Motomachi-Chukagai Station', 'w', 5],
      ['新横浜', 'しんよこはま', 'Shin-Yokohama', 35.5075, 139.6175, '横浜市港北区新横浜', '新横浜駅', 'Shin-Yokohama Station', 'w', 5],
    ]),
    a('箱根・湯河原', 'はこね・ゆがわら', 'Hakone / Yugawara', 'onsen', 10, [
      ['箱根湯本', 'はこねゆもと', 'Hakone-Yumoto', 35.2326, 139.105, '足柄下郡箱根町湯本', '箱根湯本駅', 'Hakone-Yumoto Station', 'w', 5, 1],
      ['強羅', 'ごうら', 'Gora', 35.249, 139.047, '足柄下郡箱根町強羅', '強羅駅', 'Gora Station', 'w', 5, 1],
      ['仙石原', 'せんごくはら', 'Sengokuhara', 35.257, 139.015, '足柄下郡箱根町仙石原', '箱根湯本駅', 'Hakone-Yumoto Station', 'b', 35, 1],
      ['湯河原', 'ゆがわら', 'Yugawara', 35.147, 139.087, '足柄下郡湯河原町宮上', '湯河原駅', 'Yugawara Station', 'b', 10, 1],
    ]),
    a('鎌倉・江の島', 'かまくら・えのしま', 'Kamakura / Enoshima', 'city', 3, [
      ['鎌倉', 'かまくら', 'Kamakura', 35.319, 139.55, '鎌倉市小町', '鎌倉駅', 'Kamakura Station', 'w', 5],
      ['江の島・藤沢', 'えのしま・ふじさわ', 'Enoshima / Fujisawa', 35.3, 139.48, '藤沢市江の島', '片瀬江ノ島駅', 'Katase-Enoshima Station', 'w', 5],
    ]),
    a('三浦・葉山', 'みうら・はやま', 'Miura / Hayama', 'beach', 1, [
      ['三浦海岸', 'みうらかいがん', 'Miura Kaigan', 35.179, 139.659, '三浦市南下浦町', '三浦海岸駅', 'Miura-Kaigan Station', 'w', 5],
      ['葉山', 'はやま', 'Hayama', 35.272, 139.586, '三浦郡葉山町堀内', '逗子駅', 'Zushi Station', 'b', 15],
    ]),
  ],
};
