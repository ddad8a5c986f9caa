/** Areas of Hokkaido and Tohoku (prefectures 01–07). */
import { a, type PrefectureAreas } from './dsl';

// prettier-ignore
export const HOKKAIDO_TOHOKU: PrefectureAreas = {
  '01': [
    a('札幌', 'さっぽろ', 'Sapporo', 'city', 9, [
      ['札幌駅周辺', 'さっぽろえきしゅうへん', 'Sapporo Station Area', 43.0687, 141.3508, '札幌市北区北七条西', '札幌駅', 'Sapporo Station', 'w', 5],
      ['大通・すすきの', 'おおどおり・すすきの', 'Odori / Susukino', 43.058, 141.3535, '札幌市中央区南四条西', 'すすきの駅', 'Susukino Station', 'w', 3],
      ['定山渓', 'じょうざんけい', 'Jozankei', 42.9676, 141.1627, '札幌市南区定山渓温泉東', '札幌駅', 'Sapporo Station', 'c', 60, 1],
    ]),
    a('小樽・余市', 'おたる・よいち', 'Otaru / Yoichi', 'city', 5, [
      ['小樽運河', 'おたるうんが', 'Otaru Canal', 43.199, 141.001, '小樽市色内', '小樽駅', 'Otaru Station', 'w', 10],
      ['朝里川温泉', 'あさりがわおんせん', 'Asarigawa Onsen', 43.15, 141.073, '小樽市朝里川温泉', '小樽築港駅', 'Otaru-Chikko Station', 'c', 15, 1],
      ['余市', 'よいち', 'Yoichi', 43.192, 140.775, '余市郡余市町黒川町', '余市駅', 'Yoichi Station', 'w', 8],
    ]),
    a('函館・大沼', 'はこだて・おおぬま', 'Hakodate / Onuma', 'city', 6, [
      ['函館駅周辺', 'はこだてえきしゅうへん', 'Hakodate Station Area', 41.7735, 140.7265, '函館市若松町', '函館駅', 'Hakodate Station', 'w', 5],
      ['湯の川温泉', 'ゆのかわおんせん', 'Yunokawa Onsen', 41.779, 140.791, '函館市湯川町', '函館駅', 'Hakodate Station', 'c', 20, 1],
      ['大沼', 'おおぬま', 'Onuma', 41.979, 140.668, '亀田郡七飯町大沼町', '大沼公園駅', 'Onuma-Koen Station', 'w', 5],
    ]),
    a('富良野・美瑛・トマム', 'ふらの・びえい・とまむ', 'Furano / Biei / Tomamu', 'ski', 6, [
      ['富良野', 'ふらの', 'Furano', 43.342, 142.383, '富良野市中御料', '富良野駅', 'Furano Station', 'c', 10],
      ['美瑛', 'びえい', 'Biei', 43.588, 142.467, '上川郡美瑛町本町', '美瑛駅', 'Biei Station', 'w', 10],
      ['トマム', 'とまむ', 'Tomamu', 43.056, 142.634, '勇払郡占冠村中トマム', 'トマム駅', 'Tomamu Station', 'b', 5],
    ]),
    a('登別・洞爺', 'のぼりべつ・とうや', 'Noboribetsu / Toya', 'onsen', 6, [
      ['登別温泉', 'のぼりべつおんせん', 'Noboribetsu Onsen', 42.496, 141.146, '登別市登別温泉町', '登別駅', 'Noboribetsu Station', 'b', 15, 1],
      ['洞爺湖温泉', 'とうやこおんせん', 'Lake Toya Onsen', 42.565, 140.819, '虻田郡洞爺湖町洞爺湖温泉', '洞爺駅', 'Toya Station', 'b', 20, 1],
    ]),
    a('ニセコ', 'にせこ', 'Niseko', 'ski', 5, [
      ['ニセコひらふ', 'にせこひらふ', 'Niseko Hirafu', 42.86, 140.704, '虻田郡倶知安町山田', '倶知安駅', 'Kutchan Station', 'c', 10],
      ['ニセコアンヌプリ', 'にせこあんぬぷり', 'Niseko Annupuri', 42.852, 140.657, '虻田郡ニセコ町ニセコ', 'ニセコ駅', 'Niseko Station', 'c', 15, 1],
    ]),
    a('旭川・層雲峡', 'あさひかわ・そううんきょう', 'Asahikawa / Sounkyo', 'city', 4, [
      ['旭川駅周辺', 'あさひかわえきしゅうへん', 'Asahikawa Station Area', 43.763, 142.358, '旭川市宮下通', '旭川駅', 'Asahikawa Station', 'w', 5],
      ['層雲峡', 'そううんきょう', 'Sounkyo', 43.723, 142.945, '上川郡上川町層雲峡', '上川駅', 'Kamikawa Station', 'b', 30, 1],
    ]),
    a('釧路・阿寒・知床', 'くしろ・あかん・しれとこ', 'Kushiro / Akan / Shiretoko', 'nature', 4, [
      ['釧路', 'くしろ', 'Kushiro', 42.99, 144.382, '釧路市北大通', '釧路駅', 'Kushiro Station', 'w', 5],
      ['阿寒湖温泉', 'あかんこおんせん', 'Lake Akan Onsen', 43.433, 144.094, '釧路市阿寒町阿寒湖温泉', '釧路駅', 'Kushiro Station', 'b', 120, 1],
      ['ウトロ（知床）', 'うとろ（しれとこ）', 'Utoro (Shiretoko)', 44.07, 144.994, '斜里郡斜里町ウトロ東', '知床斜里駅', 'Shiretoko-Shari Station', 'b', 50, 1],
    ]),
  ],
  '02': [
    a('青森・浅虫', 'あおもり・あさむし', 'Aomori / Asamushi', 'city', 2, [
      ['青森駅周辺', 'あおもりえきしゅうへん', 'Aomori Station Area', 40.8286, 140.734, '青森市新町', '青森駅', 'Aomori Station', 'w', 5],
      ['浅虫温泉', 'あさむしおんせん', 'Asamushi Onsen', 40.897, 140.86, '青森市浅虫', '浅虫温泉駅', 'Asamushi-Onsen Station', 'w', 5, 1],
    ]),
    a('弘前・白神', 'ひろさき・しらかみ', 'Hirosaki / Shirakami', 'nature', 2, [
      ['弘前', 'ひろさき', 'Hirosaki', 40.603, 140.464, '弘前市大町', '弘前駅', 'Hirosaki Station', 'w', 5],
      ['白神山地', 'しらかみさんち', 'Shirakami-Sanchi', 40.568, 139.955, '西津軽郡深浦町松神', '十二湖駅', 'Juniko Station', 'c', 10, 1],
    ]),
    a('八戸・十和田', 'はちのへ・とわだ', 'Hachinohe / Towada', 'nature', 2, [
      ['八戸', 'はちのへ', 'Hachinohe', 40.509, 141.431, '八戸市尻内町', '八戸駅', 'Hachinohe Station', 'w', 5],
      ['奥入瀬・十和田湖', 'おいらせ・とわだこ', 'Oirase / Lake Towada', 40.47, 140.9, '十和田市奥瀬', '八戸駅', 'Hachinohe Station', 'b', 120, 1],
    ]),
  ],
  '03': [
    a('盛岡・雫石', 'もりおか・しずくいし', 'Morioka / Shizukuishi', 'city', 2, [
      ['盛岡駅周辺', 'もりおかえきしゅうへん', 'Morioka Station Area', 39.7016, 141.1365, '盛岡市盛岡駅前通', '盛岡駅', 'Morioka Station', 'w', 5],
      ['つなぎ温泉', 'つなぎおんせん', 'Tsunagi Onsen', 39.69, 141.061, '盛岡市繋', '盛岡駅', 'Morioka Station', 'c', 25, 1],
      ['雫石', 'しずくいし', 'Shizukuishi', 39.696, 140.976, '岩手郡雫石町', '雫石駅', 'Shizukuishi Station', 'c', 15, 1],
    ]),
    a('花巻・平泉', 'はなまき・ひらいずみ', 'Hanamaki / Hiraizumi', 'onsen', 3, [
      ['花巻温泉', 'はなまきおんせん', 'Hanamaki Onsen', 39.447, 141.081, '花巻市湯本', '新花巻駅', 'Shin-Hanamaki Station', 'c', 25, 1],
      ['平泉', 'ひらいずみ', 'Hiraizumi', 38.987, 141.114, '西磐井郡平泉町平泉', '平泉駅', 'Hiraizumi Station', 'w', 10],
    ]),
    a('三陸海岸', 'さんりくかいがん', 'Sanriku Coast', 'nature', 1, [
      ['宮古', 'みやこ', 'Miyako', 39.641, 141.957, '宮古市宮町', '宮古駅', 'Miyako Station', 'w', 5],
      ['大船渡', 'おおふなと', 'Ofunato', 39.082, 141.708, '大船渡市大船渡町', '大船渡駅', 'Ofunato Station', 'w', 5],
    ]),
  ],
  '04': [
    a('仙台・秋保・作並', 'せんだい・あきう・さくなみ', 'Sendai / Akiu / Sakunami', 'city', 5, [
      ['仙台駅周辺', 'せんだいえきしゅうへん', 'Sendai Station Area', 38.2601, 140.8822, '仙台市青葉区中央', '仙台駅', 'Sendai Station', 'w', 5],
      ['秋保温泉', 'あきうおんせん', 'Akiu Onsen', 38.226, 140.716, '仙台市太白区秋保町湯元', '仙台駅', 'Sendai Station', 'b', 50, 1],
      ['作並温泉', 'さくなみおんせん', 'Sakunami Onsen', 38.32, 140.626, '仙台市青葉区作並', '作並駅', 'Sakunami Station', 'c', 5, 1],
    ]),
    a('松島・塩釜', 'まつしま・しおがま', 'Matsushima / Shiogama', 'nature', 3, [
      ['松島海岸', 'まつしまかいがん', 'Matsushima Kaigan', 38.369, 141.062, '宮城郡松島町松島', '松島海岸駅', 'Matsushima-Kaigan Station', 'w', 5],
      ['塩釜', 'しおがま', 'Shiogama', 38.315, 141.022, '塩竈市海岸通', '本塩釜駅', 'Hon-Shiogama Station', 'w', 5],
    ]),
    a('鳴子・中山平', 'なるこ・なかやまだいら', 'Naruko / Nakayamadaira', 'onsen', 2, [
      ['鳴子温泉', 'なるこおんせん', 'Naruko Onsen', 38.74, 140.718, '大崎市鳴子温泉湯元', '鳴子温泉駅', 'Naruko-Onsen Station', 'w', 5, 1],
      ['中山平温泉', 'なかやまだいらおんせん', 'Nakayamadaira Onsen', 38.745, 140.661, '大崎市鳴子温泉星沼', '中山平温泉駅', 'Nakayamadaira-Onsen Station', 'w', 10, 1],
    ]),
  ],
  '05': [
    a('秋田・男鹿', 'あきた・おが', 'Akita / Oga', 'city', 2, [
      ['秋田駅周辺', 'あきたえきしゅうへん', 'Akita Station Area', 39.717, 140.129, '秋田市中通', '秋田駅', 'Akita Station', 'w', 5],
      ['男鹿温泉', 'おがおんせん', 'Oga Onsen', 39.951, 139.726, '男鹿市北浦湯本', '男鹿駅', 'Oga Station', 'c', 30, 1],
    ]),
    a('田沢湖・角館・乳頭', 'たざわこ・かくのだて・にゅうとう', 'Lake Tazawa / Kakunodate / Nyuto', 'onsen', 3, [
      ['角館', 'かくのだて', 'Kakunodate', 39.594, 140.562, '仙北市角館町', '角館駅', 'Kakunodate Station', 'w', 10],
      ['田沢湖', 'たざわこ', 'Lake Tazawa', 39.723, 140.66, '仙北市田沢湖', '田沢湖駅', 'Tazawako Station', 'b', 15],
      ['乳頭温泉郷', 'にゅうとうおんせんきょう', 'Nyuto Onsen', 39.805, 140.78, '仙北市田沢湖田沢', '田沢湖駅', 'Tazawako Station', 'b', 50, 1],
    ]),
  ],
  '06': [
    a('山形・蔵王・天童', 'やまがた・ざおう・てんどう', 'Yamagata / Zao / Tendo', 'onsen', 3, [
      ['山形駅周辺', 'やまがたえきしゅうへん', 'Yamagata Station Area', 38.2485, 140.3276, '山形市香澄町', '山形駅', 'Yamagata Station', 'w', 5],
      ['蔵王温泉', 'ざおうおんせん', 'Zao Onsen', 38.167, 140.398, '山形市蔵王温泉', '山形駅', 'Yamagata Station', 'b', 40, 1],
      ['天童温泉', 'てんどうおんせん', 'Tendo Onsen', 38.357, 140.37, '天童市鎌田本町', '天童駅', 'Tendo Station', 'w', 10, 1],
    ]),
    a('米沢・赤湯', 'よねざわ・あかゆ', 'Yonezawa / Akayu', 'onsen', 1, [
      ['米沢', 'よねざわ', 'Yonezawa', 37.911, 140.111, '米沢市駅前', '米沢駅', 'Yonezawa Station', 'w', 5],
      ['赤湯温泉', 'あかゆおんせん', 'Akayu Onsen', 38.045, 140.16, '南陽市赤湯', '赤湯駅', 'Akayu Station', 'c', 5, 1],
    ]),
    a('銀山・尾花沢', 'ぎんざん・おばなざわ', 'Ginzan / Obanazawa', 'onsen', 2, [
      ['銀山温泉', 'ぎんざんおんせん', 'Ginzan Onsen', 38.57, 140.53, '尾花沢市銀山新畑', '大石田駅', 'Oishida Station', 'b', 40, 1],
    ]),
    a('庄内', 'しょうない', 'Shonai', 'nature', 1, [
      ['鶴岡', 'つるおか', 'Tsuruoka', 38.727, 139.826, '鶴岡市末広町', '鶴岡駅', 'Tsuruoka Station', 'w', 5],
      ['湯野浜温泉', 'ゆのはまおんせん', 'Yunohama Onsen', 38.788, 139.748, '鶴岡市湯野浜', '鶴岡駅', 'Tsuruoka Station', 'b', 30, 1],
    ]),
  ],
  '07': [
    a('福島・飯坂・土湯', 'ふくしま・いいざか・つちゆ', 'Fukushima / Iizaka / Tsuchiyu', 'onsen', 2, [
      ['福島駅周辺', 'ふくしまえきしゅうへん', 'Fukushima Station Area', 37.754, 140.459, '福島市栄町', '福島駅', 'Fukushima Station', 'w', 5],
      ['飯坂温泉', 'いいざかおんせん', 'Iizaka Onsen', 37.829, 140.447, '福島市飯坂町', '飯坂温泉駅', 'Iizaka-Onsen Station', 'w', 5, 1],
      ['土湯温泉', 'つちゆおんせん', 'Tsuchiyu Onsen', 37.705, 140.325, '福島市土湯温泉町', '福島駅', 'Fukushima Station', 'b', 40, 1],
    ]),
    a('会津若松・東山', 'あいづわかまつ・ひがしやま', 'Aizu-Wakamatsu / Higashiyama', 'onsen', 3, [
      ['会津若松駅周辺', 'あいづわかまつえきしゅうへん', 'Aizu-Wakamatsu Station Area', 37.508, 139.932, '会津若松市駅前町', '会津若松駅', 'Aizu-Wakamatsu Station', 'w', 5],
      ['東山温泉', 'ひがしやまおんせん', 'Higashiyama Onsen', 37.485, 139.956, '会津若松市東山町湯本', '会津若松駅', 'Aizu-Wakamatsu Station', 'b', 15, 1],
      ['大内宿', 'おおうちじゅく', 'Ouchi-juku', 37.333, 139.861, '南会津郡下郷町大内', '湯野上温泉駅', 'Yunokami-Onsen Station', 'c', 15],
    ]),
    a('磐梯・猪苗代', 'ばんだい・いなわしろ', 'Bandai / Inawashiro', 'ski', 2, [
      ['猪苗代', 'いなわしろ', 'Inawashiro', 37.558, 140.105, '耶麻郡猪苗代町', '猪苗代駅', 'Inawashiro Station', 'c', 10],
      ['裏磐梯', 'うらばんだい', 'Urabandai', 37.656, 140.079, '耶麻郡北塩原村桧原', '猪苗代駅', 'Inawashiro Station', 'b', 30],
    ]),
    a('いわき', 'いわき', 'Iwaki', 'onsen', 2, [
      ['いわき湯本温泉', 'いわきゆもとおんせん', 'Iwaki-Yumoto Onsen', 37.004, 140.84, 'いわき市常磐湯本町', '湯本駅', 'Yumoto Station', 'w', 5, 1],
      ['小名浜', 'おなはま', 'Onahama', 36.941, 140.903, 'いわき市小名浜', '泉駅', 'Izumi Station', 'c', 15],
    ]),
  ],
};
