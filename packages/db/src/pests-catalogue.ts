import type { PestHost, PestKind } from '@rayyan/contracts';

/** One entry of the seeded catalogue, in English and Arabic. */
export interface CatalogueEntry {
  code: string;
  kind: PestKind;
  scientificName: string;
  hosts: PestHost[];
  activeMonths: number[];
  en: { name: string; symptoms: string; threshold: string; treatments: string };
  ar: { name: string; symptoms: string; threshold: string; treatments: string };
}

/**
 * The main threats to the region's date palms, citrus and field crops (issue #16), as extension services describe
 * them (FAO's red palm weevil guidelines, 2020; the Arab Organisation for Agricultural Development's date palm
 * pest guides; CABI Compendium datasheets). Thresholds are the usual field rules; where extension services disagree
 * the text says what to look for and leaves the number to the organisation's agronomist.
 */
export const PEST_CATALOGUE: readonly CatalogueEntry[] = [
  {
    code: 'red_palm_weevil',
    kind: 'insect',
    scientificName: 'Rhynchophorus ferrugineus',
    hosts: ['date_palm'],
    activeMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    en: {
      name: 'Red palm weevil',
      symptoms: 'Holes in the trunk or frond bases oozing a brown, foul-smelling liquid with chewed fibres; larvae heard gnawing inside; the inner fronds wilt and yellow, and the crown may topple.',
      threshold: 'Any infested palm is treated at once. Pheromone trap catches at or above the organisation\'s weekly level per trap call for an inspection of the palms around the trap.',
      treatments: 'Trunk injection of a registered insecticide and follow-up; palms beyond recovery removed, cut and shredded on site; pheromone mass trapping; wounds from pruning and offshoot removal sealed.',
    },
    ar: {
      name: 'سوسة النخيل الحمراء',
      symptoms: 'ثقوب في الجذع أو قواعد السعف يسيل منها سائل بني كريه الرائحة مع ألياف ممضوغة؛ يُسمع صوت قرض اليرقات في الداخل؛ يذبل السعف الداخلي ويصفرّ وقد يسقط رأس النخلة.',
      threshold: 'تُعالج كل نخلة مصابة فورًا. بلوغ مصيد المصيدة الفرمونية حدّ المؤسسة الأسبوعي أو تجاوزه يستدعي فحص النخيل حول المصيدة.',
      treatments: 'حقن الجذع بمبيد مسجل ومتابعته؛ إزالة النخيل الميؤوس منه وتقطيعه وفرمه في موقعه؛ المصائد الفرمونية الجماعية؛ تغطية جروح التقليم وفصل الفسائل.',
    },
  },
  {
    code: 'dubas_bug',
    kind: 'insect',
    scientificName: 'Ommatissus lybicus',
    hosts: ['date_palm'],
    activeMonths: [2, 3, 4, 5, 8, 9, 10, 11],
    en: {
      name: 'Dubas bug',
      symptoms: 'Sticky honeydew dripping from the fronds, covered later by black sooty mould; yellowing fronds, weaker palms and smaller fruit. Two generations: spring and autumn.',
      threshold: 'Count nymphs on sampled leaflets of the lower fronds at each generation; treat when honeydew drips and nymphs are on most leaflets.',
      treatments: 'A registered systemic insecticide by trunk injection or ground spray at the nymph stage; thinning of dense plantings and offshoots for airflow.',
    },
    ar: {
      name: 'حشرة الدوباس',
      symptoms: 'ندوة عسلية لزجة تتساقط من السعف يغطيها لاحقًا العفن الأسود؛ اصفرار السعف وضعف النخلة وصغر الثمار. جيلان: ربيعي وخريفي.',
      threshold: 'تُعدّ الحوريات على خوص السعف السفلي في كل جيل؛ تُكافح عند تساقط الندوة ووجود الحوريات على معظم الخوص.',
      treatments: 'مبيد جهازي مسجل بالحقن في الجذع أو رشًا أرضيًا في طور الحورية؛ خف الزراعات الكثيفة والفسائل لتحسين التهوية.',
    },
  },
  {
    code: 'lesser_date_moth',
    kind: 'insect',
    scientificName: 'Batrachedra amydraula',
    hosts: ['date_palm'],
    activeMonths: [3, 4, 5, 6],
    en: {
      name: 'Lesser date moth',
      symptoms: 'Young fruitlets hollowed out, tied together with silk and frass; they turn brown and drop from the strands soon after fruit set.',
      threshold: 'First moths in delta traps, or damaged fruitlets on sampled strands, a few weeks after pollination.',
      treatments: 'Bacillus thuringiensis or a registered insecticide sprayed on the bunches after pollination, repeated as the label says; fallen fruit collected and destroyed.',
    },
    ar: {
      name: 'دودة البلح الصغرى (الحميرة)',
      symptoms: 'ثمار صغيرة مجوّفة مربوطة بخيوط حريرية وبراز اليرقات، تتلون بالبني وتتساقط من الشماريخ بعد العقد بقليل.',
      threshold: 'أول الفراشات في مصائد دلتا، أو ثمار متضررة على الشماريخ المفحوصة، بعد التلقيح بأسابيع.',
      treatments: 'رش العذوق بالبكتيريا Bacillus thuringiensis أو مبيد مسجل بعد التلقيح وتكراره حسب الملصق؛ جمع الثمار المتساقطة وإتلافها.',
    },
  },
  {
    code: 'dust_mite',
    kind: 'mite',
    scientificName: 'Oligonychus afrasiaticus',
    hosts: ['date_palm'],
    activeMonths: [5, 6, 7, 8],
    en: {
      name: 'Date dust mite',
      symptoms: 'Dense grey webbing on the bunches holding dust; fruits scarred, reddish brown and cracked, unfit for sale. Worst in hot, dry and dusty weather at the green (kimri) stage.',
      threshold: 'Webbing on the bunches of sampled palms at the green fruit stage.',
      treatments: 'Bunches washed with a strong water jet; sulphur dusting or a registered acaricide; dusty tracks near the palms watered.',
    },
    ar: {
      name: 'حلم الغبار (عنكبوت الغبار)',
      symptoms: 'نسيج رمادي كثيف على العذوق يحبس الغبار؛ ثمار متندبة بنية محمرة متشققة لا تصلح للبيع. يشتد في الجو الحار الجاف المغبر في طور الكمري.',
      threshold: 'ظهور النسيج على عذوق النخيل المفحوص في طور الثمار الخضراء.',
      treatments: 'غسل العذوق بدفعة ماء قوية؛ التعفير بالكبريت أو مبيد أكاروسي مسجل؛ رش الطرق الترابية القريبة بالماء.',
    },
  },
  {
    code: 'fruit_stalk_borer',
    kind: 'insect',
    scientificName: 'Oryctes elegans',
    hosts: ['date_palm'],
    activeMonths: [5, 6, 7, 8, 9],
    en: {
      name: 'Fruit stalk borer',
      symptoms: 'Bored frond bases and fruit stalks; bunches break and dry before ripening; fibres and frass at the frond axils.',
      threshold: 'Broken or bored fruit stalks on sampled palms, or adults in light traps in summer.',
      treatments: 'Frond bases and old stalks pruned and burnt; light traps for the adults; a registered insecticide on the crown where infestation is high.',
    },
    ar: {
      name: 'حفار عذوق النخيل',
      symptoms: 'ثقوب في قواعد السعف وعراجين الثمار؛ تنكسر العذوق وتجف قبل النضج؛ ألياف ونشارة في آباط السعف.',
      threshold: 'عراجين مكسورة أو مثقوبة في النخيل المفحوص، أو حشرات كاملة في المصائد الضوئية صيفًا.',
      treatments: 'تقليم قواعد السعف والعراجين القديمة وحرقها؛ المصائد الضوئية للحشرات الكاملة؛ مبيد مسجل على رأس النخلة عند شدة الإصابة.',
    },
  },
  {
    code: 'stem_borer',
    kind: 'insect',
    scientificName: 'Jebusaea hammerschmidti',
    hosts: ['date_palm'],
    activeMonths: [4, 5, 6],
    en: {
      name: 'Date palm stem borer',
      symptoms: 'Oval exit holes in the trunk and frond bases, sawdust-like frass; larvae tunnel in the trunk and weaken it; fronds dry.',
      threshold: 'Fresh exit holes or frass on the trunk of any palm.',
      treatments: 'Tunnels injected with a registered insecticide and sealed; dry fronds and frond bases removed and burnt; light traps in spring.',
    },
    ar: {
      name: 'حفار ساق النخيل ذو القرون الطويلة',
      symptoms: 'ثقوب خروج بيضاوية في الجذع وقواعد السعف مع نشارة؛ تحفر اليرقات أنفاقًا في الجذع فتضعفه؛ يجف السعف.',
      threshold: 'ثقوب خروج حديثة أو نشارة على جذع أي نخلة.',
      treatments: 'حقن الأنفاق بمبيد مسجل وسدها؛ إزالة السعف الجاف وقواعده وحرقها؛ المصائد الضوئية في الربيع.',
    },
  },
  {
    code: 'black_scorch',
    kind: 'disease',
    scientificName: 'Thielaviopsis paradoxa (Ceratocystis paradoxa)',
    hosts: ['date_palm'],
    activeMonths: [1, 2, 3, 10, 11, 12],
    en: {
      name: 'Black scorch',
      symptoms: 'Black, scorched-looking lesions on fronds and inflorescences; blighted spathes; the bud may rot, and the heart bends ("fool\'s disease").',
      threshold: 'Any palm with scorched fronds or a rotting bud.',
      treatments: 'Infected fronds and inflorescences cut and burnt; cuts and the crown sprayed with a registered copper or systemic fungicide; no water on the crown.',
    },
    ar: {
      name: 'اللفحة السوداء',
      symptoms: 'بقع سوداء كأنها محترقة على السعف والنورات؛ احتراق الأغاريض؛ قد يتعفن القلب وينحني الرأس ("مرض المجنونة").',
      threshold: 'أي نخلة بسعف محترق أو قلب متعفن.',
      treatments: 'قطع السعف والنورات المصابة وحرقها؛ رش أماكن القطع والرأس بمبيد فطري نحاسي أو جهازي مسجل؛ تجنب وصول الماء إلى الرأس.',
    },
  },
  {
    code: 'bayoud',
    kind: 'disease',
    scientificName: 'Fusarium oxysporum f. sp. albedinis',
    hosts: ['date_palm'],
    activeMonths: [9, 10, 11, 12, 1, 2, 3],
    en: {
      name: 'Bayoud (Fusarium wilt)',
      symptoms: 'A frond of the middle crown whitens and dries on one side first ("white feather"), then the next ones; reddish-brown streaks in the vascular tissue; the palm dies within months.',
      threshold: 'Any suspected palm: no cure exists, and the disease spreads with soil and offshoots.',
      treatments: 'Quarantine: the palm uprooted and burnt on site, the soil treated; no offshoots or soil moved from infected areas; resistant cultivars for replanting.',
    },
    ar: {
      name: 'مرض البيوض',
      symptoms: 'تبيضّ سعفة من الوسط وتجف من جانب واحد أولًا ("الريشة البيضاء") ثم ما يليها؛ خطوط بنية محمرة في الأوعية؛ تموت النخلة خلال أشهر.',
      threshold: 'أي نخلة مشتبه بها: لا علاج، وينتقل المرض بالتربة والفسائل.',
      treatments: 'الحجر الزراعي: قلع النخلة وحرقها في مكانها ومعالجة التربة؛ منع نقل الفسائل والتربة من المناطق المصابة؛ أصناف مقاومة عند إعادة الزراعة.',
    },
  },
  {
    code: 'citrus_greening',
    kind: 'disease',
    scientificName: 'Candidatus Liberibacter asiaticus (vector Diaphorina citri)',
    hosts: ['citrus'],
    activeMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    en: {
      name: 'Citrus greening (HLB)',
      symptoms: 'Blotchy, asymmetric yellow mottling of leaves; small, lopsided, bitter fruit that stays green at the stylar end; twigs die back.',
      threshold: 'Any suspected tree is sampled and tested; psyllids on new flush are controlled from their first sighting.',
      treatments: 'Infected trees removed; the Asian citrus psyllid controlled on every flush; only certified nursery trees planted.',
    },
    ar: {
      name: 'اخضرار الحمضيات (التدهور الأصفر)',
      symptoms: 'تبرقش أصفر غير متماثل على الأوراق؛ ثمار صغيرة مائلة مرة الطعم تبقى خضراء عند طرفها؛ موت الأفرع من القمة.',
      threshold: 'تُؤخذ عينة من كل شجرة مشتبه بها وتُفحص؛ تُكافح البسيلا على النموات الحديثة من أول ظهورها.',
      treatments: 'إزالة الأشجار المصابة؛ مكافحة بسيلا الحمضيات الآسيوية في كل دفعة نمو؛ زراعة شتلات معتمدة فقط.',
    },
  },
  {
    code: 'citrus_leafminer',
    kind: 'insect',
    scientificName: 'Phyllocnistis citrella',
    hosts: ['citrus'],
    activeMonths: [3, 4, 5, 8, 9, 10],
    en: {
      name: 'Citrus leafminer',
      symptoms: 'Silvery, winding mines in young leaves; leaves curl and distort; the wounds open the way to citrus canker.',
      threshold: 'Young trees and nurseries: mines on most new flush shoots. Bearing trees tolerate much damage.',
      treatments: 'Horticultural oil or a registered insecticide on the new flush of young trees; flushes kept uniform (no excess nitrogen); natural enemies spared.',
    },
    ar: {
      name: 'صانعة أنفاق أوراق الحمضيات',
      symptoms: 'أنفاق فضية متعرجة في الأوراق الحديثة؛ تلتف الأوراق وتتشوه؛ تفتح الجروح الطريق لمرض التقرح.',
      threshold: 'الأشجار الصغيرة والمشاتل: أنفاق على معظم أفرع النمو الحديث. الأشجار المثمرة تتحمل ضررًا كبيرًا.',
      treatments: 'زيت بستاني أو مبيد مسجل على النمو الحديث للأشجار الصغيرة؛ توحيد دفعات النمو (دون إفراط في النيتروجين)؛ الحفاظ على الأعداء الطبيعية.',
    },
  },
  {
    code: 'alfalfa_weevil',
    kind: 'insect',
    scientificName: 'Hypera postica',
    hosts: ['alfalfa'],
    activeMonths: [2, 3, 4],
    en: {
      name: 'Alfalfa weevil',
      symptoms: 'Green larvae in the growing tips; leaves skeletonised and shot-holed, fields look frosted before the first spring cut.',
      threshold: 'About 40 % of stem tips with feeding (a common extension rule), or cut early when the field is close to harvest.',
      treatments: 'An early cut when close to harvest; otherwise a registered insecticide, keeping its pre-harvest interval before the next cut.',
    },
    ar: {
      name: 'سوسة البرسيم',
      symptoms: 'يرقات خضراء في القمم النامية؛ أوراق مهيكلة مثقبة، ويبدو الحقل كأنه أصابه الصقيع قبل الحشة الربيعية الأولى.',
      threshold: 'نحو 40 % من القمم عليها تغذية (قاعدة إرشادية شائعة)، أو الحش المبكر إذا قرب موعد الحش.',
      treatments: 'حش مبكر إذا قرب موعده؛ وإلا مبيد مسجل مع احترام فترة ما قبل الحصاد قبل الحشة التالية.',
    },
  },
  {
    code: 'aphids',
    kind: 'insect',
    scientificName: 'Aphididae',
    hosts: ['wheat', 'alfalfa', 'potato', 'citrus', 'vegetables'],
    activeMonths: [1, 2, 3, 4, 11, 12],
    en: {
      name: 'Aphids',
      symptoms: 'Colonies on young shoots, ears and leaf undersides; curled leaves, honeydew and sooty mould; viruses spread to potato and vegetables.',
      threshold: 'Cereals: colonies on most tillers before heading with few natural enemies; seed potatoes: any winged aphids.',
      treatments: 'Natural enemies (ladybirds, parasitoids) first; a selective registered aphicide where the threshold is passed.',
    },
    ar: {
      name: 'المن',
      symptoms: 'مستعمرات على القمم الحديثة والسنابل والسطح السفلي للأوراق؛ التفاف الأوراق والندوة العسلية والعفن الأسود؛ نقل الفيروسات إلى البطاطس والخضر.',
      threshold: 'الحبوب: مستعمرات على معظم الأشطاء قبل طرد السنابل مع قلة الأعداء الطبيعية؛ تقاوي البطاطس: أي منّ مجنح.',
      treatments: 'الأعداء الطبيعية أولًا (أبو العيد والطفيليات)؛ مبيد منّ انتقائي مسجل عند تجاوز الحد.',
    },
  },
  {
    code: 'desert_locust',
    kind: 'insect',
    scientificName: 'Schistocerca gregaria',
    hosts: ['date_palm', 'citrus', 'alfalfa', 'wheat', 'maize', 'potato', 'onion', 'vegetables'],
    activeMonths: [1, 2, 3, 4, 5, 10, 11, 12],
    en: {
      name: 'Desert locust',
      symptoms: 'Hopper bands marching on the ground or swarms landing; leaves, shoots and fruit eaten bare in hours.',
      threshold: 'Any hopper band or swarm: reported at once to the national locust control unit.',
      treatments: 'Control by the national locust unit (ULV sprays, biopesticides); growers report sightings and do not spray swarms themselves.',
    },
    ar: {
      name: 'الجراد الصحراوي',
      symptoms: 'أسراب حوريات زاحفة على الأرض أو أسراب طائرة تحط؛ تُؤكل الأوراق والأفرع والثمار في ساعات.',
      threshold: 'أي سرب حوريات أو جراد طائر: يُبلغ فورًا وحدة مكافحة الجراد الوطنية.',
      treatments: 'المكافحة من وحدة الجراد الوطنية (رش بالحجم المتناهي الصغر، مبيدات حيوية)؛ يبلغ المزارع عن المشاهدات ولا يرش الأسراب بنفسه.',
    },
  },
  {
    code: 'potato_late_blight',
    kind: 'disease',
    scientificName: 'Phytophthora infestans',
    hosts: ['potato'],
    activeMonths: [12, 1, 2, 3],
    en: {
      name: 'Potato late blight',
      symptoms: 'Dark, water-soaked leaf spots with white mould on the underside in humid mornings; stems blacken; tubers show reddish-brown dry rot.',
      threshold: 'Preventive sprays once the weather favours blight (cool nights, long leaf wetness); any lesion in the field shortens the interval.',
      treatments: 'Protectant fungicides before disease, systemic ones after the first lesions, alternating groups; volunteers and cull piles destroyed; haulm killed before harvest.',
    },
    ar: {
      name: 'اللفحة المتأخرة في البطاطس',
      symptoms: 'بقع داكنة مشبعة بالماء على الأوراق مع نمو أبيض على السطح السفلي في الصباح الرطب؛ اسوداد السيقان؛ عفن جاف بني محمر في الدرنات.',
      threshold: 'رش وقائي متى ملاءمة الطقس للمرض (ليالٍ باردة وبلل طويل للأوراق)؛ أي بقعة في الحقل تقصّر الفترة بين الرشات.',
      treatments: 'مبيدات وقائية قبل المرض وجهازية بعد أول البقع مع تبادل المجموعات؛ إتلاف النباتات الشاردة وأكوام الفرز؛ قتل العرش قبل الحصاد.',
    },
  },
  {
    code: 'wheat_rust',
    kind: 'disease',
    scientificName: 'Puccinia striiformis, P. triticina, P. graminis',
    hosts: ['wheat'],
    activeMonths: [1, 2, 3, 4],
    en: {
      name: 'Wheat rusts (yellow, leaf and stem)',
      symptoms: 'Yellow stripes of pustules (yellow rust), scattered orange-brown pustules on leaves (leaf rust), or dark red-brown pustules on stems (stem rust).',
      threshold: 'First pustules on the upper leaves before flowering on a susceptible variety.',
      treatments: 'A registered triazole or strobilurin fungicide at the first pustules on the upper leaves; resistant varieties sown next season.',
    },
    ar: {
      name: 'أصداء القمح (المخطط والورقي والساقي)',
      symptoms: 'بثرات صفراء في خطوط (الصدأ المخطط)، أو بثرات برتقالية بنية متفرقة على الأوراق (صدأ الأوراق)، أو بثرات بنية حمراء داكنة على السيقان (صدأ الساق).',
      threshold: 'أول البثرات على الأوراق العليا قبل التزهير في صنف قابل للإصابة.',
      treatments: 'مبيد فطري مسجل من التريازولات أو الستروبيلورينات عند أول البثرات على الأوراق العليا؛ زراعة أصناف مقاومة في الموسم التالي.',
    },
  },
  {
    code: 'fall_armyworm',
    kind: 'insect',
    scientificName: 'Spodoptera frugiperda',
    hosts: ['maize', 'vegetables'],
    activeMonths: [6, 7, 8, 9, 10],
    en: {
      name: 'Fall armyworm',
      symptoms: 'Window-pane feeding then ragged holes in maize leaves, sawdust-like frass in the whorl; larvae with an inverted Y on the head.',
      threshold: 'About a fifth of plants with fresh whorl damage in young maize (a common extension rule).',
      treatments: 'Scouting twice a week; a registered insecticide or Bacillus thuringiensis aimed into the whorl; early, synchronised planting.',
    },
    ar: {
      name: 'دودة الحشد الخريفية',
      symptoms: 'تغذية تترك غشاء الورقة كالنافذة ثم ثقوب ممزقة في أوراق الذرة ونشارة في القمة النامية؛ يرقات على رأسها علامة Y مقلوبة.',
      threshold: 'نحو خُمس النباتات بضرر حديث في القمة النامية في الذرة الصغيرة (قاعدة إرشادية شائعة).',
      treatments: 'الفحص مرتين أسبوعيًا؛ مبيد مسجل أو Bacillus thuringiensis يُوجَّه إلى القمة النامية؛ الزراعة المبكرة المتزامنة.',
    },
  },
  {
    code: 'whitefly',
    kind: 'insect',
    scientificName: 'Bemisia tabaci',
    hosts: ['potato', 'vegetables', 'citrus'],
    activeMonths: [5, 6, 7, 8, 9, 10],
    en: {
      name: 'Whitefly',
      symptoms: 'Tiny white flies rising from leaf undersides; honeydew and sooty mould; yellowing; viruses carried to vegetables.',
      threshold: 'Adults on yellow sticky traps rising week on week, or nymphs on most sampled leaves.',
      treatments: 'Yellow sticky traps and weed control around fields; a registered insecticide of a rotating group at the nymph stage.',
    },
    ar: {
      name: 'الذبابة البيضاء',
      symptoms: 'ذباب أبيض صغير يطير من السطح السفلي للأوراق؛ ندوة عسلية وعفن أسود؛ اصفرار؛ نقل الفيروسات إلى الخضر.',
      threshold: 'ازدياد الحشرات الكاملة على المصائد الصفراء اللاصقة من أسبوع لآخر، أو حوريات على معظم الأوراق المفحوصة.',
      treatments: 'المصائد الصفراء اللاصقة ومكافحة الحشائش حول الحقول؛ مبيد مسجل من مجموعة متبادلة في طور الحورية.',
    },
  },
];
