/**
 * Hand-written optional activities (land products). Prices are per person, tax included:
 * adult (person1), child (person6, null = not allowed), infant (person9, null = not allowed).
 * Area = prefecture code + area3 Japanese name (resolved to codes in optionals.ts).
 */

export interface OptionalRow {
  pref: string;
  area: string;
  category: string;
  name: [string, string];
  description: [string, string];
  minutes: number;
  prices: [number, number | null, number | null];
  capacity: number;
  meeting: [string, string];
  plans: [ja: string, en: string, times: string, priceDelta: number][];
}

const o = (
  pref: string,
  area: string,
  category: string,
  name: [string, string],
  description: [string, string],
  minutes: number,
  prices: [number, number | null, number | null],
  capacity: number,
  meeting: [string, string],
  plans: [string, string, string, number][] = [['通常プラン', 'Standard', '0900 1300', 0]],
): OptionalRow => ({ pref, area, category, name, description, minutes, prices, capacity, meeting, plans });

// prettier-ignore
export const OPTIONAL_ROWS: readonly OptionalRow[] = [
  o('47', '名護・本部・やんばる', '02', ['沖縄美ら海水族館 入館チケット', 'Okinawa Churaumi Aquarium admission'], ['ジンベエザメが泳ぐ大水槽「黒潮の海」は必見。当日窓口に並ばず入館できます。', 'See whale sharks in the huge Kuroshio Sea tank; skip the ticket queue.'], 180, [2180, 710, 0], 500, ['美ら海水族館 入口', 'Aquarium entrance'], [['1日券', 'One-day ticket', '0830', 0]]),
  o('47', '恩納・読谷・北谷', '01', ['青の洞窟シュノーケリング', 'Blue Cave snorkelling'], ['神秘的な青い光に包まれる洞窟でシュノーケリング。器材レンタル・写真撮影付き。', 'Snorkel in a cave filled with blue light; gear rental and photos included.'], 120, [5500, 4500, null], 60, ['真栄田岬 駐車場', 'Cape Maeda car park'], [['午前の部', 'Morning', '0800 0900 1000', 0], ['午後の部', 'Afternoon', '1300 1400', -500]]),
  o('47', '恩納・読谷・北谷', '01', ['青の洞窟 体験ダイビング', 'Blue Cave trial dive'], ['ライセンス不要。インストラクターがマンツーマンでサポートします。', 'No licence needed; one-to-one support from an instructor.'], 180, [12000, 10000, null], 24, ['真栄田岬 駐車場', 'Cape Maeda car park']),
  o('47', '那覇・南部', '04', ['美ら海水族館と古宇利島 定期観光バス', 'Churaumi Aquarium and Kouri Island bus tour'], ['那覇から人気スポットを1日でめぐる定期観光バス。ガイドが案内します。', 'A guided day coach tour of the top sights from Naha.'], 600, [6800, 4800, 0], 45, ['那覇バスターミナル', 'Naha Bus Terminal'], [['那覇発', 'From Naha', '0830', 0]]),
  o('47', '石垣島・八重山', '06', ['川平湾グラスボート', 'Kabira Bay glass-bottom boat'], ['エメラルドグリーンの川平湾で、サンゴと熱帯魚を船上から観察。', 'Watch coral and tropical fish in emerald Kabira Bay from the boat.'], 30, [1300, 650, 0], 120, ['川平公園 桟橋', 'Kabira Park pier'], [['通常便', 'Regular', '0900 1100 1400 1600', 0]]),
  o('47', '石垣島・八重山', '01', ['西表島 マングローブカヌー', 'Iriomote mangrove canoeing'], ['マングローブの森をカヌーで進み、滝まで歩くネイチャーツアー。', 'Canoe through the mangroves and hike to a waterfall.'], 240, [8000, 6000, null], 30, ['上原港', 'Uehara Port'], [['半日', 'Half day', '0900 1300', 0], ['1日', 'Full day', '0900', 5000]]),
  o('47', '石垣島・八重山', '03', ['竹富島 水牛車観光', 'Taketomi water buffalo cart'], ['赤瓦の集落を水牛車でのんびりめぐります。', 'Ride a water buffalo cart through the red-tiled village.'], 30, [1500, 1000, 0], 100, ['竹富港', 'Taketomi Port']),
  o('47', '宮古島', '01', ['宮古島 ウミガメシュノーケリング', 'Miyako sea turtle snorkelling'], ['高確率でウミガメに出会えるポイントへご案内します。', 'Snorkel where you are very likely to meet sea turtles.'], 120, [6000, 5000, null], 40, ['新城海岸', 'Aragusuku Beach']),
  o('01', '小樽・余市', '06', ['小樽運河クルーズ', 'Otaru Canal cruise'], ['ガイドの案内で運河の歴史を学びながら40分の船旅。', 'A 40-minute guided cruise along the historic canal.'], 40, [1800, 500, 0], 200, ['中央橋 乗船所', 'Chuo Bridge pier'], [['デイクルーズ', 'Day cruise', '1000 1300 1500', 0], ['ナイトクルーズ', 'Night cruise', '1830 1930', 200]]),
  o('01', '富良野・美瑛・トマム', '04', ['富良野・美瑛 花畑と青い池 バスツアー', 'Furano & Biei flower fields and Blue Pond tour'], ['ファーム富田や白金青い池など、北海道らしい絶景をめぐります。', 'Visit Farm Tomita, the Blue Pond and more of Hokkaido’s best views.'], 600, [8500, 5000, 0], 45, ['札幌駅北口', 'Sapporo Station north exit'], [['札幌発', 'From Sapporo', '0800', 0]]),
  o('01', 'ニセコ', '01', ['ニセコ 尻別川ラフティング', 'Niseko Shiribetsu River rafting'], ['清流・尻別川を下る爽快ラフティング。初心者も安心です。', 'Thrilling rafting down the clear Shiribetsu River; beginners welcome.'], 180, [7500, 5500, null], 60, ['ニセコ アクティビティセンター', 'Niseko activity centre']),
  o('01', '旭川・層雲峡', '02', ['旭山動物園 入園券', 'Asahiyama Zoo admission'], ['動物の自然な姿を見られる「行動展示」で人気の動物園。', 'A zoo famous for showing animals’ natural behaviour.'], 240, [1000, 0, 0], 1000, ['旭山動物園 正門', 'Asahiyama Zoo main gate'], [['1日券', 'One-day ticket', '0930', 0]]),
  o('01', '釧路・阿寒・知床', '04', ['知床五湖 ガイドウォーク', 'Shiretoko Five Lakes guided walk'], ['ヒグマ対策を熟知したガイドと、原生林の中の湖をめぐります。', 'Walk among the lakes of the virgin forest with a bear-savvy guide.'], 180, [5000, 2500, null], 30, ['知床五湖フィールドハウス', 'Shiretoko Goko Field House']),
  o('01', '函館・大沼', '02', ['函館山ロープウェイ 往復券', 'Mt. Hakodate Ropeway return ticket'], ['世界三大夜景とも称される函館の夜景を山頂から。', 'Enjoy one of the world’s great night views from the summit.'], 60, [1800, 900, 0], 800, ['山麓駅', 'Base station'], [['往復', 'Return', '1000 1700 1900', 0]]),
  o('01', '札幌', '05', ['札幌 ジンギスカン食べ放題', 'Sapporo all-you-can-eat Genghis Khan lamb'], ['北海道名物ジンギスカンとビールを心ゆくまで。', 'Hokkaido’s famous grilled lamb with beer, as much as you like.'], 100, [4500, 2500, 0], 120, ['すすきの店舗', 'Susukino restaurant'], [['90分コース', '90-minute course', '1700 1900', 0]]),
  o('04', '松島・塩釜', '06', ['松島湾 遊覧船', 'Matsushima Bay cruise'], ['日本三景・松島の島々を船上から50分で一周。', 'A 50-minute cruise around the islands of scenic Matsushima.'], 50, [1500, 750, 0], 300, ['松島観光桟橋', 'Matsushima sightseeing pier'], [['通常便', 'Regular', '0900 1100 1300 1500', 0]]),
  o('02', '八戸・十和田', '04', ['奥入瀬渓流 ネイチャーガイドウォーク', 'Oirase Stream nature walk'], ['苔むす渓流と滝をガイドと歩くネイチャーツアー。', 'Walk the mossy stream and waterfalls with a nature guide.'], 150, [3500, 1500, null], 30, ['石ヶ戸休憩所', 'Ishigedo rest area']),
  o('14', '箱根・湯河原', '06', ['箱根 芦ノ湖 海賊船 乗船券', 'Lake Ashi sightseeing cruise ticket'], ['富士山を望む芦ノ湖を、海賊船を模した遊覧船で横断。', 'Cross Lake Ashi on a pirate-ship cruiser with views of Mt. Fuji.'], 40, [1200, 600, 0], 600, ['桃源台港', 'Togendai Port'], [['片道', 'One way', '0930 1100 1300 1500', 0], ['1日乗り放題', 'One-day pass', '0930', 1000]]),
  o('14', '箱根・湯河原', '03', ['箱根寄木細工 コースター作り体験', 'Hakone marquetry coaster workshop'], ['伝統工芸・寄木細工でオリジナルのコースターを作ります。', 'Make your own coaster with traditional Hakone marquetry.'], 60, [2500, 2000, null], 20, ['畑宿 工房', 'Hatajuku workshop']),
  o('14', '鎌倉・江の島', '03', ['鎌倉 人力車 30分コース', 'Kamakura rickshaw ride (30 min)'], ['俥夫の案内で鎌倉の路地や名所をめぐります。', 'See Kamakura’s lanes and sights with a rickshaw puller as guide.'], 30, [5000, 3000, 0], 40, ['鶴岡八幡宮 三の鳥居前', 'Tsurugaoka Hachimangu third torii']),
  o('13', '上野・浅草', '03', ['浅草 着物レンタル', 'Asakusa kimono rental'], ['着付け・ヘアセット付き。着物で浅草散策をお楽しみください。', 'Dressing and hair set included: explore Asakusa in kimono.'], 480, [3900, 3000, null], 80, ['浅草 着物店', 'Asakusa kimono shop'], [['1日プラン', 'One day', '0900 1000 1100', 0], ['カップルプラン', 'Couples', '1000', 3000]]),
  o('13', '上野・浅草', '02', ['東京スカイツリー 天望デッキ 入場券', 'Tokyo Skytree Tembo Deck ticket'], ['地上350mの天望デッキから東京を一望。', 'See all of Tokyo from the deck 350 m up.'], 90, [2400, 1100, 0], 1000, ['東京スカイツリー 4階', 'Tokyo Skytree 4F'], [['日時指定券', 'Timed ticket', '1000 1300 1600 1900', 0]]),
  o('13', '品川・お台場・羽田', '06', ['東京湾 ナイトクルーズ', 'Tokyo Bay night cruise'], ['レインボーブリッジや東京の夜景を船上から楽しむクルーズ。', 'Enjoy the Rainbow Bridge and Tokyo’s night lights from the water.'], 90, [2800, 1400, 0], 150, ['日の出桟橋', 'Hinode Pier'], [['ナイト便', 'Night', '1900', 0]]),
  o('19', '富士五湖', '04', ['富士山五合目ツアー', 'Mt. Fuji 5th Station tour'], ['標高2,305mの富士山五合目へ。晴れた日は雲海と絶景が広がります。', 'Up to the 2,305 m 5th Station; on clear days a sea of clouds spreads below.'], 300, [6500, 4500, 0], 45, ['河口湖駅', 'Kawaguchiko Station'], [['午前発', 'Morning', '0900', 0], ['午後発', 'Afternoon', '1300', 0]]),
  o('19', '富士五湖', '05', ['ほうとう作り体験', 'Hoto noodle-making experience'], ['山梨名物ほうとうを手打ちで作り、そのまま味わいます。', 'Make and eat Yamanashi’s hearty hoto noodles.'], 90, [2800, 2000, null], 30, ['河口湖 体験工房', 'Kawaguchiko workshop']),
  o('10', '草津・万座', '02', ['草津温泉 熱乃湯 湯もみショー', 'Kusatsu yumomi show'], ['草津伝統の湯もみと踊りを間近で見学できます。', 'Watch Kusatsu’s traditional water-stirring performance up close.'], 20, [700, 350, 0], 300, ['熱乃湯', 'Netsu-no-yu'], [['通常公演', 'Show', '1030 1100 1530 1600', 0]]),
  o('20', '軽井沢', '01', ['軽井沢 レンタサイクル', 'Karuizawa bicycle rental'], ['森の中の別荘地や旧軽井沢銀座を自転車で気ままに。', 'Cycle through villa forests and Kyu-Karuizawa at your own pace.'], 480, [1500, 1000, null], 60, ['軽井沢駅北口', 'Karuizawa Station north exit'], [['1日', 'One day', '0900', 0]]),
  o('09', '日光・鬼怒川', '06', ['鬼怒川ライン下り', 'Kinugawa river boat ride'], ['船頭の巧みな竿さばきで渓谷を下る約40分の舟下り。', 'A 40-minute boat ride down the gorge.'], 40, [3300, 2300, null], 120, ['ふれあい橋乗船場', 'Fureai Bridge pier']),
  o('09', '日光・鬼怒川', '04', ['日光東照宮 ガイド付き参拝', 'Guided visit to Nikko Toshogu'], ['陽明門や眠り猫など、見どころをガイドが丁寧に解説。', 'A guide explains the Yomeimon gate, the sleeping cat and more.'], 120, [2500, 1200, 0], 40, ['神橋前', 'Shinkyo Bridge']),
  o('11', '秩父・長瀞', '06', ['長瀞ライン下り', 'Nagatoro river boat ride'], ['岩畳の景勝地を和船で下るスリルある舟下り。', 'A thrilling ride in a Japanese boat past the Iwadatami rocks.'], 20, [2000, 1000, null], 200, ['親鼻橋 乗船場', 'Oyahana Bridge pier']),
  o('21', '白川郷', '04', ['白川郷 合掌造り集落 ガイドツアー', 'Shirakawa-go guided walk'], ['世界遺産の合掌造り集落を地元ガイドと歩きます。', 'Walk the World Heritage gassho village with a local guide.'], 90, [3000, 1500, 0], 40, ['白川郷バスターミナル', 'Shirakawa-go bus terminal']),
  o('21', '飛騨高山', '04', ['高山 朝市と古い町並 ガイド散策', 'Takayama morning market walk'], ['宮川朝市と古い町並を、地元ガイドが案内します。', 'A local guide shows you the morning market and the old town.'], 90, [2000, 1000, 0], 30, ['鍛冶橋', 'Kajibashi Bridge'], [['朝の部', 'Morning', '0800', 0]]),
  o('17', '金沢・湯涌', '03', ['金沢 金箔貼り体験', 'Kanazawa gold-leaf workshop'], ['金沢の伝統工芸・金箔貼りで小物を作ります。', 'Decorate a keepsake with Kanazawa gold leaf.'], 60, [1800, 1500, null], 30, ['東山 工房', 'Higashiyama workshop']),
  o('17', '金沢・湯涌', '03', ['金沢 着物レンタル', 'Kanazawa kimono rental'], ['ひがし茶屋街を着物で散策。着付け付き。', 'Stroll the Higashi Chaya district in kimono; dressing included.'], 480, [4000, 3000, null], 40, ['ひがし茶屋街 着物店', 'Higashi Chaya kimono shop']),
  o('16', '立山・五箇山', '04', ['立山黒部アルペンルート 室堂日帰りツアー', 'Tateyama Kurobe Alpine Route day tour'], ['標高2,450mの室堂平へ。雪の大谷や立山連峰の絶景を。', 'Up to Murodo at 2,450 m for the snow walls and alpine views.'], 480, [12000, 6000, 0], 40, ['立山駅', 'Tateyama Station']),
  o('20', '松本・上高地', '04', ['上高地 ネイチャーガイドウォーク', 'Kamikochi nature walk'], ['河童橋から明神池へ、自然解説員と歩きます。', 'Walk from Kappa Bridge to Myojin Pond with a naturalist.'], 180, [4000, 2000, null], 30, ['上高地バスターミナル', 'Kamikochi bus terminal']),
  o('22', '熱海・伊東', '01', ['伊豆 体験ダイビング', 'Izu trial dive'], ['透明度の高い伊豆の海で、初めてのダイビング。', 'Your first dive in Izu’s clear waters.'], 180, [12000, null, null], 16, ['伊豆海洋公園', 'Izu Ocean Park']),
  o('22', '熱海・伊東', '03', ['熱海芸妓見番 華の舞 観覧', 'Atami geisha dance performance'], ['熱海芸妓による華やかな舞を鑑賞。', 'Watch the elegant dances of Atami’s geisha.'], 45, [1800, 1800, null], 120, ['熱海芸妓見番', 'Atami Geigi Kenban'], [['土日公演', 'Weekend show', '1100', 0]]),
  o('24', '伊勢・二見', '04', ['伊勢神宮 ガイド付き参拝', 'Guided visit to Ise Grand Shrine'], ['外宮・内宮を、正式参拝の作法とともにガイドが案内します。', 'A guide takes you round the Outer and Inner Shrines.'], 180, [3000, 1500, 0], 40, ['外宮前', 'Geku entrance']),
  o('24', '鳥羽・志摩', '05', ['海女小屋 体験', 'Ama diver hut lunch'], ['海女さんが焼く新鮮な魚介を、海女小屋で味わいます。', 'Fresh seafood grilled by ama divers in their hut.'], 90, [4000, 2000, 0], 40, ['相差 海女小屋', 'Osatsu ama hut'], [['昼食', 'Lunch', '1130 1300', 0]]),
  o('26', '京都市内', '03', ['京都 着物レンタル', 'Kyoto kimono rental'], ['祇園の町並みを着物で散策。ヘアセット付きプランも。', 'Explore Gion in kimono; hair styling available.'], 480, [3300, 2800, null], 120, ['祇園 着物店', 'Gion kimono shop'], [['ベーシック', 'Basic', '0900 1000 1100', 0], ['ヘアセット付き', 'With hair set', '0900 1000', 1500]]),
  o('26', '京都市内', '03', ['京都 茶道体験', 'Kyoto tea ceremony'], ['町家で本格的な茶道の作法を学び、抹茶と和菓子を。', 'Learn tea ceremony in a machiya with matcha and sweets.'], 60, [3500, 2500, null], 20, ['京町家 茶室', 'Machiya tea room']),
  o('26', '京都市内', '04', ['京都 定期観光バス 金閣寺・清水寺', 'Kyoto bus tour: Kinkaku-ji & Kiyomizu-dera'], ['京都を代表する名所を効率よくめぐる定期観光バス。', 'A coach tour of Kyoto’s best-known temples.'], 300, [6800, 3400, 0], 45, ['京都駅烏丸口', 'Kyoto Station Karasuma exit'], [['午前', 'Morning', '0900', 0]]),
  o('26', '嵐山・嵯峨野', '06', ['保津川下り', 'Hozugawa river boat ride'], ['亀岡から嵐山まで、渓谷を約2時間の舟下り。', 'A two-hour boat ride through the gorge from Kameoka to Arashiyama.'], 120, [6000, 4500, null], 200, ['保津川下り乗船場', 'Hozugawa boat landing']),
  o('26', '天橋立・丹後', '06', ['天橋立 観光船とリフト', 'Amanohashidate boat and chairlift'], ['観光船で天橋立を渡り、リフトで股のぞき展望へ。', 'Cross by boat and ride the chairlift up to the viewpoint.'], 120, [1600, 800, 0], 200, ['天橋立桟橋', 'Amanohashidate pier']),
  o('27', '難波・心斎橋・天王寺', '05', ['大阪 たこ焼き作り体験', 'Osaka takoyaki workshop'], ['大阪名物たこ焼きを自分で焼いて味わいます。', 'Cook and eat Osaka’s famous takoyaki.'], 60, [2500, 2000, null], 30, ['道頓堀 体験店', 'Dotonbori workshop']),
  o('27', '梅田・新大阪', '06', ['大阪 水上バス アクアライナー', 'Osaka Aqualiner water bus'], ['大阪城や中之島の景色を水上から楽しむ約40分の周遊。', 'A 40-minute loop past Osaka Castle and Nakanoshima.'], 40, [2000, 1000, 0], 150, ['大阪城港', 'Osakajo Pier']),
  o('29', '奈良市', '04', ['奈良 東大寺・春日大社 ガイドツアー', 'Nara guided tour: Todai-ji and Kasuga Taisha'], ['大仏殿と春日大社を、奈良公園の鹿とともにめぐります。', 'The Great Buddha Hall and Kasuga Taisha, with Nara Park’s deer.'], 180, [3000, 1500, 0], 40, ['近鉄奈良駅', 'Kintetsu-Nara Station']),
  o('28', '神戸', '06', ['神戸港 ハーバークルーズ', 'Kobe harbour cruise'], ['神戸の港と街並みを海から眺める45分のクルーズ。', 'A 45-minute cruise with views of the port and city.'], 45, [1500, 750, 0], 300, ['中突堤', 'Naka Pier']),
  o('28', '淡路島', '06', ['鳴門のうずしお クルーズ', 'Naruto whirlpool cruise'], ['世界最大級の渦潮を間近で体感する観潮船。', 'See some of the world’s largest whirlpools up close.'], 60, [2500, 1000, 0], 200, ['福良港', 'Fukura Port']),
  o('30', '南紀白浜', '06', ['白浜 グラスボート', 'Shirahama glass-bottom boat'], ['円月島や海中の魚を眺める遊覧船。', 'A boat ride past Engetsu Island, watching the fish below.'], 40, [1600, 800, 0], 100, ['白浜桟橋', 'Shirahama pier']),
  o('30', '勝浦・那智・熊野', '04', ['熊野古道 語り部と歩く 大門坂', 'Kumano Kodo Daimon-zaka walk with a storyteller'], ['語り部の案内で石畳の大門坂から那智大社へ。', 'Climb the stone steps of Daimon-zaka to Nachi Taisha with a storyteller.'], 150, [4000, 2000, null], 30, ['大門坂駐車場', 'Daimon-zaka car park']),
  o('28', '城崎・湯村', '03', ['城崎温泉 浴衣レンタル', 'Kinosaki yukata rental'], ['色浴衣で外湯めぐり。下駄と巾着付き。', 'Tour the public baths in a colourful yukata, geta and bag included.'], 300, [2200, 1500, null], 80, ['城崎温泉駅前', 'Kinosakionsen Station']),
  o('34', '宮島・廿日市', '01', ['宮島 シーカヤック', 'Miyajima sea kayaking'], ['海上から厳島神社の大鳥居を眺めるカヤックツアー。', 'Paddle to see the great torii of Itsukushima from the sea.'], 150, [6000, 4500, null], 24, ['宮島 包ヶ浦', 'Tsutsumigaura, Miyajima']),
  o('33', '倉敷・児島', '06', ['倉敷川 舟流し', 'Kurashiki River boat ride'], ['白壁の町並みを川舟から眺める約20分の舟遊び。', 'A 20-minute punt past white-walled storehouses.'], 20, [1500, 500, 0], 100, ['倉敷館前', 'Kurashiki-kan']),
  o('32', '出雲', '04', ['出雲大社 ガイド付き参拝', 'Guided visit to Izumo Taisha'], ['縁結びの神様・出雲大社の見どころをガイドが案内。', 'A guide shows you round Izumo Taisha, the shrine of good matches.'], 90, [2500, 1000, 0], 30, ['勢溜の大鳥居', 'Seidamari torii']),
  o('36', '祖谷・大歩危', '06', ['大歩危 遊覧船', 'Oboke gorge boat ride'], ['吉野川の渓谷美を船上から約30分。', 'Thirty minutes on the Yoshino River through the gorge.'], 30, [1800, 900, 0], 150, ['大歩危峡まんなか', 'Oboke-kyo Mannaka']),
  o('37', '高松・琴平', '05', ['讃岐うどん 手打ち体験', 'Sanuki udon-making'], ['本場のうどんを手打ちして、打ちたてを味わいます。', 'Make authentic Sanuki udon and eat it fresh.'], 90, [2000, 1500, null], 40, ['琴平 うどん学校', 'Kotohira udon school']),
  o('38', '松山・道後', '02', ['道後温泉本館 入浴券', 'Dogo Onsen Honkan bath ticket'], ['3,000年の歴史を誇る名湯で湯浴みを。', 'Bathe in a spring with 3,000 years of history.'], 60, [700, 350, 0], 500, ['道後温泉本館', 'Dogo Onsen Honkan']),
  o('39', '四万十・足摺', '01', ['四万十川 カヌー体験', 'Shimanto River canoeing'], ['日本最後の清流・四万十川をカヌーでのんびり。', 'Paddle the Shimanto, Japan’s last clear river.'], 180, [6500, 4500, null], 30, ['四万十 カヌー館', 'Shimanto canoe centre']),
  o('44', '別府', '02', ['別府地獄めぐり 共通観覧券', 'Beppu Hells combined ticket'], ['海地獄・血の池地獄など7つの地獄をめぐる共通券。', 'One ticket for seven “hells” including Umi and Chinoike.'], 180, [2200, 1000, 0], 800, ['海地獄', 'Umi Jigoku']),
  o('44', '湯布院', '03', ['由布院 辻馬車', 'Yufuin horse carriage'], ['馬車に揺られて由布院の田園風景をめぐります。', 'A horse-drawn carriage ride through Yufuin’s countryside.'], 50, [2200, 1650, 0], 40, ['由布院駅前', 'Yufuin Station']),
  o('43', '阿蘇・黒川', '01', ['阿蘇 草千里 乗馬体験', 'Horse riding at Kusasenri, Aso'], ['雄大な草千里ヶ浜を馬に乗って散策。', 'Ride a horse across the vast Kusasenri meadow.'], 20, [3500, 2500, null], 60, ['草千里乗馬クラブ', 'Kusasenri riding club']),
  o('43', '阿蘇・黒川', '02', ['黒川温泉 入湯手形', 'Kurokawa Onsen bath pass'], ['旅館の露天風呂から3か所を選んで湯めぐり。', 'Choose three ryokan open-air baths to visit.'], 240, [1500, 700, 0], 500, ['風の舎', 'Kaze-no-ya']),
  o('42', '長崎市', '06', ['軍艦島 上陸クルーズ', 'Gunkanjima landing cruise'], ['世界遺産・軍艦島に上陸し、ガイドの解説を聞きながら見学。', 'Land on World Heritage Gunkanjima with a guide.'], 180, [4500, 2300, null], 200, ['常盤ターミナル', 'Tokiwa Terminal'], [['午前便', 'Morning', '0900', 0], ['午後便', 'Afternoon', '1330', 0]]),
  o('42', 'ハウステンボス・佐世保', '02', ['ハウステンボス 1DAYパスポート', 'Huis Ten Bosch 1-day passport'], ['ヨーロッパの街並みとアトラクションを1日満喫。', 'A full day of European streets and attractions.'], 600, [7900, 5000, 0], 1000, ['ハウステンボス 入国ゲート', 'Huis Ten Bosch entrance'], [['1日券', 'One-day ticket', '0900', 0]]),
  o('46', '屋久島・奄美', '04', ['屋久島 縄文杉 ガイド登山', 'Yakushima Jomon Sugi guided trek'], ['樹齢数千年といわれる縄文杉を目指す往復約10時間の登山。', 'A 10-hour trek to the ancient Jomon Sugi cedar.'], 600, [13000, 10000, null], 20, ['屋久杉自然館', 'Yakusugi Museum'], [['早朝発', 'Early start', '0430', 0]]),
  o('46', '指宿', '02', ['指宿 砂むし温泉', 'Ibusuki sand bath'], ['天然の砂むし温泉で、じんわりと体を温めます。', 'Be warmed by naturally heated sand.'], 60, [1500, 800, null], 300, ['砂むし会館 砂楽', 'Saraku sand bath hall']),
  o('40', '博多・天神', '05', ['博多 屋台めぐり ガイドツアー', 'Hakata food stall tour'], ['地元ガイドと中洲・天神の屋台をはしご。', 'Hop between Nakasu and Tenjin food stalls with a local guide.'], 150, [5000, 3000, null], 20, ['中洲 春吉橋', 'Harukichi Bridge, Nakasu'], [['夜の部', 'Evening', '1900', 0]]),
  o('45', '高千穂', '06', ['高千穂峡 貸しボート', 'Takachiho Gorge rowing boat'], ['真名井の滝を間近に、渓谷をボートで。', 'Row up to Manai Falls in the gorge.'], 30, [2000, 1000, 0], 200, ['高千穂峡 ボート乗り場', 'Takachiho Gorge boat station']),
];
