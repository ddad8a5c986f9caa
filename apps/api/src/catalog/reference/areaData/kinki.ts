/** Areas of Kinki / Kansai (prefectures 25–30). */
import { a, type PrefectureAreas } from './dsl';

// prettier-ignore
export const KINKI: PrefectureAreas = {
  '25': [
    a('大津・雄琴', 'おおつ・おごと', 'Otsu / Ogoto', 'onsen', 2, [
      ['おごと温泉', 'おごとおんせん', 'Ogoto Onsen', 35.089, 135.872, '大津市苗鹿', 'おごと温泉駅', 'Ogoto-Onsen Station', 'b', 5, 1],
      ['大津駅周辺', 'おおつえきしゅうへん', 'Otsu Station Area', 35.003, 135.865, '大津市春日町', '大津駅', 'Otsu Station', 'w', 5],
    ]),
    a('長浜・彦根', 'ながはま・ひこね', 'Nagahama / Hikone', 'city', 2, [
      ['彦根', 'ひこね', 'Hikone', 35.272, 136.259, '彦根市古沢町', '彦根駅', 'Hikone Station', 'w', 5],
      ['長浜', 'ながはま', 'Nagahama', 35.378, 136.264, '長浜市北船町', '長浜駅', 'Nagahama Station', 'w', 5],
    ]),
    a('近江八幡', 'おうみはちまん', 'Omi-Hachiman', 'nature', 1, [
      ['近江八幡', 'おうみはちまん', 'Omi-Hachiman', 35.132, 136.096, '近江八幡市鷹飼町', '近江八幡駅', 'Omi-Hachiman Station', 'w', 5],
    ]),
  ],
  '26': [
    a('京都市内', 'きょうとしない', 'Kyoto City', 'city', 10, [
      ['京都駅周辺', 'きょうとえきしゅうへん', 'Kyoto Station Area', 34.9858, 135.7588, '京都市下京区東塩小路町', '京都駅', 'Kyoto Station', 'w', 5],
      ['四条河原町', 'しじょうかわらまち', 'Shijo-Kawaramachi', 35.0037, 135.769, '京都市中京区河原町通', '京都河原町駅', 'Kyoto-Kawaramachi Station', 'w', 3],
      ['祇園・東山', 'ぎおん・ひがしやま', 'Gion / Higashiyama', 35.0036, 135.778, '京都市東山区祇園町', '祇園四条駅', 'Gion-Shijo Station', 'w', 5],
      ['烏丸御池', 'からすまおいけ', 'Karasuma-Oike', 35.01, 135.76, '京都市中京区烏丸通', '烏丸御池駅', 'Karasuma-Oike Station', 'w', 3],
    ]),
    a('嵐山・嵯峨野', 'あらしやま・さがの', 'Arashiyama / Sagano', 'onsen', 6, [
      ['嵐山', 'あらしやま', 'Arashiyama', 35.0094, 135.6776, '京都市右京区嵯峨天龍寺', '嵐山駅', 'Arashiyama Station', 'w', 5, 1],
      ['嵯峨野', 'さがの', 'Sagano', 35.02, 135.672, '京都市右京区嵯峨', '嵯峨嵐山駅', 'Saga-Arashiyama Station', 'w', 10],
    ]),
    a('大原・貴船', 'おおはら・きぶね', 'Ohara / Kibune', 'nature', 1, [
      ['大原', 'おおはら', 'Ohara', 35.12, 135.834, '京都市左京区大原来迎院町', '京都駅', 'Kyoto Station', 'b', 60, 1],
      ['貴船', 'きぶね', 'Kibune', 35.121, 135.763, '京都市左京区鞍馬貴船町', '貴船口駅', 'Kibuneguchi Station', 'b', 5],
    ]),
    a('天橋立・丹後', 'あまのはしだて・たんご', 'Amanohashidate / Tango', 'beach', 3, [
      ['天橋立', 'あまのはしだて', 'Amanohashidate', 35.57, 135.193, '宮津市文珠', '天橋立駅', 'Amanohashidate Station', 'w', 5, 1],
      ['伊根', 'いね', 'Ine', 35.675, 135.288, '与謝郡伊根町平田', '天橋立駅', 'Amanohashidate Station', 'b', 60],
      ['夕日ヶ浦', 'ゆうひがうら', 'Yuhigaura', 35.66, 134.96, '京丹後市網野町浜詰', '夕日ヶ浦木津温泉駅', 'Yuhigaura-Kitsuonsen Station', 'c', 5, 1],
    ]),
    a('宇治', 'うじ', 'Uji', 'city', 1, [
      ['宇治', 'うじ', 'Uji', 34.89, 135.807, '宇治市宇治', '宇治駅', 'Uji Station', 'w', 10],
    ]),
  ],
  '27': [
    a('梅田・新大阪', 'うめだ・しんおおさか', 'Umeda / Shin-Osaka', 'city', 6, [
      ['梅田', 'うめだ', 'Umeda', 34.7025, 135.4959, '大阪市北区梅田', '大阪駅', 'Osaka Station', 'w', 5],
      ['新大阪', 'しんおおさか', 'Shin-Osaka', 34.7335, 135.5001, '大阪市淀川区西中島', '新大阪駅', 'Shin-Osaka Station', 'w', 5],
    ]),
    a('難波・心斎橋・天王寺', 'なんば・しんさいばし・てんのうじ', 'Namba / Shinsaibashi / Tennoji', 'city', 6, [
      ['なんば', 'なんば', 'Namba', 34.666, 135.501, '大阪市中央区難波', 'なんば駅', 'Namba Station', 'w', 3],
      ['心斎橋', 'しんさいばし', 'Shinsaibashi', 34.675, 135.501, '大阪市中央区心斎橋筋', '心斎橋駅', 'Shinsaibashi Station', 'w', 3],
      ['天王寺', 'てんのうじ', 'Tennoji', 34.646, 135.514, '大阪市天王寺区悲田院町', '天王寺駅', 'Tennoji Station', 'w', 5],
    ]),
    a('ベイエリア・USJ', 'べいえりあ・ゆーえすじぇい', 'Bay Area / USJ', 'resort', 4, [
      ['ユニバーサルシティ', 'ゆにばーさるしてぃ', 'Universal City', 34.666, 135.435, '大阪市此花区島屋', 'ユニバーサルシティ駅', 'Universal City Station', 'w', 3],
      ['南港・天保山', 'なんこう・てんぽうざん', 'Nanko / Tempozan', 34.655, 135.431, '大阪市港区海岸通', '大阪港駅', 'Osakako Station', 'w', 5],
    ]),
    a('関西空港・泉州', 'かんさいくうこう・せんしゅう', 'Kansai Airport / Senshu', 'city', 1, [
      ['りんくうタウン', 'りんくうたうん', 'Rinku Town', 34.408, 135.3, '泉佐野市りんくう往来北', 'りんくうタウン駅', 'Rinku Town Station', 'w', 5],
    ]),
  ],
  '28': [
    a('神戸', 'こうべ', 'Kobe', 'city', 5, [
      ['三宮・元町', 'さんのみや・もとまち', 'Sannomiya / Motomachi', 34.694, 135.195, '神戸市中央区三宮町', '三ノ宮駅', 'Sannomiya Station', 'w', 5],
      ['ハーバーランド', 'はーばーらんど', 'Harborland', 34.68, 135.186, '神戸市中央区波止場町', '元町駅', 'Motomachi Station', 'w', 10],
      ['新神戸・北野', 'しんこうべ・きたの', 'Shin-Kobe / Kitano', 34.706, 135.196, '神戸市中央区北野町', '新神戸駅', 'Shin-Kobe Station', 'w', 5],
    ]),
    a('有馬温泉', 'ありまおんせん', 'Arima Onsen', 'onsen', 6, [
      ['有馬温泉', 'ありまおんせん', 'Arima Onsen', 34.798, 135.248, '神戸市北区有馬町', '有馬温泉駅', 'Arima-Onsen Station', 'w', 5, 1],
    ]),
    a('城崎・湯村', 'きのさき・ゆむら', 'Kinosaki / Yumura', 'onsen', 5, [
      ['城崎温泉', 'きのさきおんせん', 'Kinosaki Onsen', 35.626, 134.81, '豊岡市城崎町湯島', '城崎温泉駅', 'Kinosakionsen Station', 'w', 5, 1],
      ['湯村温泉', 'ゆむらおんせん', 'Yumura Onsen', 35.557, 134.49, '美方郡新温泉町湯', '浜坂駅', 'Hamasaka Station', 'b', 25, 1],
      ['香住', 'かすみ', 'Kasumi', 35.633, 134.629, '美方郡香美町香住区香住', '香住駅', 'Kasumi Station', 'w', 10],
    ]),
    a('淡路島', 'あわじしま', 'Awaji Island', 'beach', 3, [
      ['洲本温泉', 'すもとおんせん', 'Sumoto Onsen', 34.339, 134.903, '洲本市小路谷', '洲本バスセンター', 'Sumoto Bus Center', 'c', 10, 1],
      ['淡路夢舞台', 'あわじゆめぶたい', 'Awaji Yumebutai', 34.563, 135.0, '淡路市夢舞台', '淡路夢舞台前バス停', 'Awaji Yumebutai-mae Bus Stop', 'w', 5],
      ['南あわじ', 'みなみあわじ', 'Minami-Awaji', 34.253, 134.696, '南あわじ市福良', '福良港', 'Fukura Port', 'w', 10, 1],
    ]),
    a('姫路・赤穂', 'ひめじ・あこう', 'Himeji / Ako', 'city', 2, [
      ['姫路駅周辺', 'ひめじえきしゅうへん', 'Himeji Station Area', 34.827, 134.69, '姫路市駅前町', '姫路駅', 'Himeji Station', 'w', 5],
      ['赤穂', 'あこう', 'Ako', 34.746, 134.388, '赤穂市御崎', '播州赤穂駅', 'Banshu-Ako Station', 'b', 10, 1],
    ]),
  ],
  '29': [
    a('奈良市', 'ならし', 'Nara City', 'city', 4, [
      ['奈良公園', 'ならこうえん', 'Nara Park', 34.685, 135.843, '奈良市登大路町', '近鉄奈良駅', 'Kintetsu-Nara Station', 'w', 5],
      ['JR奈良駅周辺', 'じぇいあーるならえきしゅうへん', 'JR Nara Station Area', 34.681, 135.82, '奈良市三条本町', '奈良駅', 'Nara Station', 'w', 5],
    ]),
    a('吉野・十津川', 'よしの・とつかわ', 'Yoshino / Totsukawa', 'nature', 2, [
      ['吉野山', 'よしのやま', 'Mt. Yoshino', 34.366, 135.858, '吉野郡吉野町吉野山', '吉野駅', 'Yoshino Station', 'b', 10],
      ['十津川温泉', 'とつかわおんせん', 'Totsukawa Onsen', 33.956, 135.794, '吉野郡十津川村平谷', '五条駅', 'Gojo Station', 'c', 120, 1],
    ]),
    a('斑鳩・飛鳥', 'いかるが・あすか', 'Ikaruga / Asuka', 'nature', 1, [
      ['法隆寺', 'ほうりゅうじ', 'Horyuji', 34.614, 135.735, '生駒郡斑鳩町法隆寺', '法隆寺駅', 'Horyuji Station', 'b', 10],
      ['明日香', 'あすか', 'Asuka', 34.471, 135.82, '高市郡明日香村岡', '飛鳥駅', 'Asuka Station', 'c', 10],
    ]),
  ],
  '30': [
    a('南紀白浜', 'なんきしらはま', 'Nanki-Shirahama', 'onsen', 6, [
      ['白浜温泉', 'しらはまおんせん', 'Shirahama Onsen', 33.679, 135.348, '西牟婁郡白浜町', '白浜駅', 'Shirahama Station', 'b', 15, 1],
      ['椿温泉', 'つばきおんせん', 'Tsubaki Onsen', 33.626, 135.391, '西牟婁郡白浜町椿', '椿駅', 'Tsubaki Station', 'c', 10, 1],
    ]),
    a('勝浦・那智・熊野', 'かつうら・なち・くまの', 'Katsuura / Nachi / Kumano', 'onsen', 3, [
      ['南紀勝浦温泉', 'なんきかつうらおんせん', 'Nanki-Katsuura Onsen', 33.628, 135.942, '東牟婁郡那智勝浦町勝浦', '紀伊勝浦駅', 'Kii-Katsuura Station', 'w', 5, 1],
      ['湯の峰温泉', 'ゆのみねおんせん', 'Yunomine Onsen', 33.82, 135.751, '田辺市本宮町湯峯', '新宮駅', 'Shingu Station', 'b', 80, 1],
      ['川湯温泉', 'かわゆおんせん', 'Kawayu Onsen', 33.807, 135.767, '田辺市本宮町川湯', '新宮駅', 'Shingu Station', 'b', 70, 1],
    ]),
    a('高野山・和歌山', 'こうやさん・わかやま', 'Mt. Koya / Wakayama', 'nature', 2, [
      ['高野山', 'こうやさん', 'Mt. Koya', 34.213, 135.584, '伊都郡高野町高野山', '極楽橋駅', 'Gokurakubashi Station', 'b', 15],
      ['和歌山駅周辺', 'わかやまえきしゅうへん', 'Wakayama Station Area', 34.232, 135.191, '和歌山市美園町', '和歌山駅', 'Wakayama Station', 'w', 5],
      ['和歌浦', 'わかうら', 'Wakaura', 34.18, 135.178, '和歌山市新和歌浦', '和歌山駅', 'Wakayama Station', 'b', 25, 1],
    ]),
  ],
};
