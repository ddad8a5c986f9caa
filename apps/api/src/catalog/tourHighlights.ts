/** Sightseeing highlights per area (keyed by the area3 Japanese name) used in tour names and itineraries. */
import type { I18nText } from './types';

const h = (pairs: [string, string][]): I18nText[] => pairs.map(([ja, en]) => ({ ja, en }));

// prettier-ignore
export const HIGHLIGHTS: Record<string, I18nText[]> = {
  '札幌': h([['大通公園', 'Odori Park'], ['札幌市時計台', 'Sapporo Clock Tower'], ['二条市場', 'Nijo Market']]),
  '小樽・余市': h([['小樽運河', 'Otaru Canal'], ['北一硝子', 'Kitaichi Glass'], ['余市蒸溜所', 'Yoichi Distillery']]),
  '函館・大沼': h([['函館山の夜景', 'Night view from Mt. Hakodate'], ['金森赤レンガ倉庫', 'Kanemori Red Brick Warehouses'], ['五稜郭公園', 'Goryokaku Park']]),
  '富良野・美瑛・トマム': h([['ファーム富田', 'Farm Tomita'], ['白金青い池', 'Shirogane Blue Pond'], ['四季彩の丘', 'Shikisai-no-Oka']]),
  '登別・洞爺': h([['登別地獄谷', 'Noboribetsu Jigokudani'], ['洞爺湖遊覧船', 'Lake Toya cruise'], ['昭和新山', 'Showa-Shinzan']]),
  'ニセコ': h([['羊蹄山', 'Mt. Yotei'], ['神仙沼', 'Shinsen-numa Pond']]),
  '旭川・層雲峡': h([['旭山動物園', 'Asahiyama Zoo'], ['層雲峡 大函', 'Sounkyo Obako']]),
  '釧路・阿寒・知床': h([['釧路湿原', 'Kushiro Marsh'], ['阿寒湖アイヌコタン', 'Lake Akan Ainu Kotan'], ['知床五湖', 'Shiretoko Five Lakes']]),
  '松島・塩釜': h([['松島湾クルーズ', 'Matsushima Bay cruise'], ['瑞巌寺', 'Zuiganji Temple']]),
  '日光・鬼怒川': h([['日光東照宮', 'Nikko Toshogu Shrine'], ['華厳の滝', 'Kegon Falls'], ['中禅寺湖', 'Lake Chuzenji']]),
  '草津・万座': h([['草津温泉 湯畑', 'Kusatsu Yubatake'], ['西の河原公園', 'Sainokawara Park']]),
  '箱根・湯河原': h([['芦ノ湖遊覧船', 'Lake Ashi cruise'], ['大涌谷', 'Owakudani'], ['箱根神社', 'Hakone Shrine']]),
  '鎌倉・江の島': h([['鶴岡八幡宮', 'Tsurugaoka Hachimangu'], ['鎌倉大仏', 'Great Buddha of Kamakura'], ['江の島', 'Enoshima Island']]),
  '上野・浅草': h([['浅草寺', 'Sensoji Temple'], ['東京スカイツリー', 'Tokyo Skytree'], ['上野恩賜公園', 'Ueno Park']]),
  '東京駅・銀座': h([['皇居外苑', 'Imperial Palace Outer Garden'], ['銀座', 'Ginza']]),
  '横浜': h([['みなとみらい', 'Minatomirai'], ['横浜中華街', 'Yokohama Chinatown'], ['山下公園', 'Yamashita Park']]),
  '富士五湖': h([['河口湖', 'Lake Kawaguchi'], ['富士山五合目', 'Mt. Fuji 5th Station'], ['忍野八海', 'Oshino Hakkai']]),
  '軽井沢': h([['旧軽井沢銀座', 'Kyu-Karuizawa Ginza'], ['白糸の滝', 'Shiraito Falls']]),
  '金沢・湯涌': h([['兼六園', 'Kenrokuen Garden'], ['ひがし茶屋街', 'Higashi Chaya District'], ['近江町市場', 'Omicho Market']]),
  '飛騨高山': h([['古い町並', 'Sanmachi Old Town'], ['高山陣屋', 'Takayama Jinya'], ['宮川朝市', 'Miyagawa Morning Market']]),
  '白川郷': h([['合掌造り集落', 'Gassho-zukuri village'], ['城山天守閣展望台', 'Shiroyama Viewpoint']]),
  '熱海・伊東': h([['熱海サンビーチ', 'Atami Sun Beach'], ['来宮神社', 'Kinomiya Shrine'], ['城ヶ崎海岸', 'Jogasaki Coast']]),
  '伊豆（下田・修善寺・稲取）': h([['修善寺温泉街', 'Shuzenji Onsen town'], ['ペリーロード', 'Perry Road'], ['河津七滝', 'Kawazu Seven Waterfalls']]),
  '名古屋': h([['名古屋城', 'Nagoya Castle'], ['熱田神宮', 'Atsuta Shrine']]),
  '伊勢・二見': h([['伊勢神宮 内宮', 'Ise Grand Shrine (Naiku)'], ['おはらい町', 'Oharai-machi'], ['夫婦岩', 'Meoto Iwa']]),
  '鳥羽・志摩': h([['鳥羽水族館', 'Toba Aquarium'], ['英虞湾', 'Ago Bay']]),
  '京都市内': h([['清水寺', 'Kiyomizu-dera'], ['伏見稲荷大社', 'Fushimi Inari Taisha'], ['金閣寺', 'Kinkaku-ji'], ['祇園', 'Gion']]),
  '嵐山・嵯峨野': h([['渡月橋', 'Togetsukyo Bridge'], ['竹林の小径', 'Bamboo Grove'], ['天龍寺', 'Tenryu-ji']]),
  '天橋立・丹後': h([['天橋立ビューランド', 'Amanohashidate View Land'], ['伊根の舟屋', 'Ine Funaya boathouses']]),
  '梅田・新大阪': h([['大阪城', 'Osaka Castle'], ['梅田スカイビル', 'Umeda Sky Building']]),
  '難波・心斎橋・天王寺': h([['道頓堀', 'Dotonbori'], ['通天閣', 'Tsutenkaku'], ['黒門市場', 'Kuromon Market']]),
  '神戸': h([['北野異人館', 'Kitano Ijinkan'], ['神戸港', 'Port of Kobe'], ['南京町', 'Nankinmachi']]),
  '有馬温泉': h([['金の湯', 'Kin-no-Yu'], ['有馬温泉街', 'Arima Onsen town']]),
  '城崎・湯村': h([['城崎 外湯めぐり', 'Kinosaki public bath hopping'], ['城崎温泉ロープウェイ', 'Kinosaki Ropeway']]),
  '奈良市': h([['東大寺', 'Todai-ji'], ['奈良公園', 'Nara Park'], ['春日大社', 'Kasuga Taisha']]),
  '南紀白浜': h([['白良浜', 'Shirarahama Beach'], ['三段壁', 'Sandanbeki'], ['円月島', 'Engetsu Island']]),
  '勝浦・那智・熊野': h([['那智の滝', 'Nachi Falls'], ['熊野那智大社', 'Kumano Nachi Taisha'], ['熊野古道', 'Kumano Kodo']]),
  '高野山・和歌山': h([['高野山 奥之院', 'Okunoin'], ['金剛峯寺', 'Kongobu-ji']]),
  '松江・玉造': h([['松江城', 'Matsue Castle'], ['宍道湖の夕日', 'Sunset over Lake Shinji']]),
  '出雲': h([['出雲大社', 'Izumo Taisha'], ['稲佐の浜', 'Inasa Beach']]),
  '倉敷・児島': h([['倉敷美観地区', 'Kurashiki Bikan Quarter'], ['大原美術館', 'Ohara Museum of Art']]),
  '広島市': h([['原爆ドーム', 'Atomic Bomb Dome'], ['平和記念公園', 'Peace Memorial Park']]),
  '宮島・廿日市': h([['厳島神社', 'Itsukushima Shrine'], ['弥山', 'Mt. Misen']]),
  '松山・道後': h([['道後温泉本館', 'Dogo Onsen Honkan'], ['松山城', 'Matsuyama Castle']]),
  '高知': h([['高知城', 'Kochi Castle'], ['桂浜', 'Katsurahama Beach'], ['ひろめ市場', 'Hirome Market']]),
  '博多・天神': h([['中洲の屋台', 'Nakasu food stalls'], ['櫛田神社', 'Kushida Shrine']]),
  '太宰府・二日市': h([['太宰府天満宮', 'Dazaifu Tenmangu']]),
  '長崎市': h([['グラバー園', 'Glover Garden'], ['大浦天主堂', 'Oura Church'], ['稲佐山の夜景', 'Night view from Mt. Inasa']]),
  'ハウステンボス・佐世保': h([['ハウステンボス', 'Huis Ten Bosch'], ['九十九島', 'Kujukushima Islands']]),
  '阿蘇・黒川': h([['阿蘇 草千里ヶ浜', 'Kusasenri, Aso'], ['黒川温泉 湯めぐり', 'Kurokawa Onsen bath hopping']]),
  '別府': h([['別府地獄めぐり', 'Beppu Hells tour'], ['湯けむり展望台', 'Yukemuri Observatory']]),
  '湯布院': h([['金鱗湖', 'Lake Kinrin'], ['湯の坪街道', 'Yunotsubo Kaido']]),
  '高千穂': h([['高千穂峡', 'Takachiho Gorge'], ['高千穂神社', 'Takachiho Shrine']]),
  '鹿児島・桜島': h([['桜島', 'Sakurajima'], ['仙巌園', 'Sengan-en']]),
  '指宿': h([['砂むし温泉', 'Sand bath'], ['池田湖', 'Lake Ikeda']]),
  '屋久島・奄美': h([['白谷雲水峡', 'Shiratani Unsuikyo'], ['縄文杉', 'Jomon Sugi']]),
  '那覇・南部': h([['首里城公園', 'Shurijo Castle Park'], ['国際通り', 'Kokusai-dori'], ['斎場御嶽', 'Sefa Utaki']]),
  '恩納・読谷・北谷': h([['万座毛', 'Cape Manzamo'], ['青の洞窟', 'Blue Cave'], ['アメリカンビレッジ', 'American Village']]),
  '名護・本部・やんばる': h([['沖縄美ら海水族館', 'Okinawa Churaumi Aquarium'], ['古宇利島', 'Kouri Island'], ['備瀬のフクギ並木', 'Bise Fukugi Tree Road']]),
  '石垣島・八重山': h([['川平湾', 'Kabira Bay'], ['竹富島の集落', 'Taketomi village'], ['西表島のマングローブ', 'Iriomote mangroves']]),
  '宮古島': h([['与那覇前浜ビーチ', 'Yonaha Maehama Beach'], ['伊良部大橋', 'Irabu Bridge'], ['東平安名崎', 'Cape Higashi-Hennazaki']]),
};

/** Highlights of an area (its own table, or its districts as a fallback). */
export function highlightsOf(area3Name: I18nText, districtNames: I18nText[]): I18nText[] {
  return (
    HIGHLIGHTS[area3Name.ja] ??
    districtNames.map((d) => ({ ja: d.ja.replace(/周辺$/, ''), en: d.en.replace(/ Area$/, '') }))
  );
}
