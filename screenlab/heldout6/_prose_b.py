# ruff: noqa: E501
"""Carrier prose for pt, it, ru, zh, ja, ko, ar, hi (held-out set 6, written for this repository)."""

PROSE = {
    "pt": {
        "report": [
            "A receita líquida do exercício chegou a R$ 184,6 milhões, alta de 7,1 % em relação ao ano anterior. O crescimento veio principalmente dos contratos de manutenção predial firmados com prefeituras do interior paulista.",
            "A cooperativa recebeu 312 mil sacas de soja na safra, volume 9 % superior ao da safra passada. A ampliação do armazém de Rio Verde permitiu reduzir as filas de caminhões na época da colheita.",
            "O quadro de funcionários encerrou o ano com 527 colaboradores. O programa de jovem aprendiz contratou 24 estudantes, dos quais 15 foram efetivados.",
            "A implantação do novo sistema de gestão hospitalar foi concluída em agosto. Houve lentidão no faturamento de convênios nas primeiras semanas, mas a equipe de TI corrigiu as integrações com as operadoras.",
            "A prefeitura iniciou a reforma da unidade básica de saúde do bairro Santa Luzia. Durante as obras, o atendimento será feito provisoriamente na escola municipal ao lado.",
            "O índice de satisfação dos clientes subiu para 86 pontos. As reclamações mais frequentes ainda dizem respeito ao prazo de entrega em cidades fora das capitais.",
            "Para o próximo ano, a diretoria prevê investimentos de R$ 12 milhões em automação e energia solar. O principal risco continua sendo a variação cambial sobre insumos importados.",
            "A biblioteca municipal registrou 21 mil empréstimos e passou a abrir aos sábados. O clube de leitura para adolescentes reúne cerca de trinta participantes por encontro.",
        ],
        "review": [
            "Chegou antes do prazo e bem embalado. O tecido é bom, mas a forma é pequena; recomendo pedir um número acima.",
            "A air fryer esquenta rápido e é fácil de limpar. Só achei o cesto um pouco pequeno para uma família de quatro pessoas.",
            "Parou de funcionar depois de duas semanas. A troca foi tranquila, mas demorou quase um mês.",
        ],
        "chat": [
            "Bom dia, pessoal! Alguém tem a versão mais nova da planilha de custos?",
            "Tá no drive, na pasta Financeiro > 2026.",
            "Valeu! A reunião com o cliente continua às 15h?",
            "Passou para as 16h.",
            "O pedido de Curitiba saiu ontem?",
            "Saiu sim, o rastreio mostra que está em rota de entrega.",
            "Vou sair mais cedo hoje, tenho consulta às 17h.",
        ],
        "cv": [
            "Coordenação da equipe de compras com cinco analistas e gestão de uma carteira de 120 fornecedores.",
            "Implantação de processo de cotação eletrônica que reduziu o custo médio de aquisição em 8 %.",
            "Elaboração de relatórios gerenciais mensais para a diretoria.",
            "Treinamento de novos colaboradores no sistema ERP.",
        ],
        "job": [
            "Atender clientes por telefone e WhatsApp, registrando as solicitações no sistema.",
            "Acompanhar pedidos até a entrega e resolver pendências com a transportadora.",
            "Ensino médio completo e experiência com atendimento ao cliente.",
            "Vale-refeição, plano de saúde e auxílio home office.",
        ],
        "contract": [
            "A CONTRATADA obriga-se a prestar os serviços descritos no Anexo I com zelo e eficiência.",
            "O pagamento será efetuado em até 30 dias após a apresentação da nota fiscal.",
            "O presente contrato poderá ser rescindido por qualquer das partes mediante aviso prévio de 90 dias.",
        ],
        "minutes": [
            "Verificado o quórum, a presidente declarou aberta a assembleia.",
            "A ata da reunião anterior foi lida e aprovada.",
            "Foi aprovada a contratação de empresa para pintura da fachada.",
            "Ficou decidido que a taxa condominial será reajustada em 5 % a partir de março.",
        ],
        "ticket": [
            "Depois da atualização o aplicativo não abre mais no meu celular. Já reinstalei e continua travando na tela inicial.",
            "Fui cobrado duas vezes na fatura deste mês. Peço o estorno do valor duplicado.",
        ],
        "readme": [
            "nota-facil é uma ferramenta de linha de comando para organizar notas fiscais eletrônicas em pastas por mês e fornecedor.",
            "Os arquivos XML são lidos localmente; nada é enviado para a internet.",
        ],
    },
    "it": {
        "report": [
            "Il fatturato dell'esercizio ha raggiunto 39,5 milioni di euro, in crescita del 4,3 % rispetto all'anno precedente. L'aumento è dovuto soprattutto all'export verso la Germania e l'Austria.",
            "La cantina ha vinificato 2,1 milioni di chili di uve. L'annata è stata segnata da una primavera piovosa, ma la qualità delle uve raccolte a settembre è risultata ottima.",
            "Il comune ha avviato i lavori di rifacimento della piazza del mercato. Le bancarelle saranno spostate temporaneamente nel parcheggio di via Garibaldi.",
            "Il personale a fine anno contava 186 dipendenti. È stato firmato un accordo integrativo che prevede un premio di risultato e due giorni di lavoro agile a settimana.",
            "Il servizio clienti ha gestito oltre 5.000 richieste, con un tempo medio di risposta sceso a un giorno lavorativo.",
            "Per il prossimo anno prevediamo una crescita contenuta. Il rischio principale resta il costo dell'energia per i reparti di lavorazione.",
        ],
        "review": [
            "Prodotto arrivato in anticipo e ben imballato. Funziona bene, anche se è un po' rumoroso.",
            "Dopo un mese la batteria dura ancora tutta la giornata. Consigliato.",
            "Il colore è diverso da quello in foto, l'ho restituito.",
        ],
        "chat": [
            "Buongiorno a tutti, qualcuno ha l'ultima versione del preventivo?",
            "È nella cartella condivisa, sotto Commerciale.",
            "Grazie! La call con il cliente è sempre alle 15?",
            "Spostata alle 16.",
            "L'ordine per Verona è partito ieri?",
            "Sì, risulta in consegna.",
        ],
        "cv": [
            "Gestione di un team di quattro addetti alla logistica di magazzino.",
            "Introduzione di un sistema di lettura barcode che ha ridotto gli errori di prelievo del 40 %.",
            "Rapporti con i trasportatori e pianificazione delle spedizioni.",
        ],
        "job": [
            "Gestirai l'accoglienza dei clienti in reception.",
            "Diploma e buona conoscenza dell'inglese.",
            "Contratto a tempo indeterminato e buoni pasto.",
        ],
        "contract": [
            "Il Fornitore si impegna a eseguire i servizi descritti nell'Allegato A con la massima diligenza.",
            "I pagamenti saranno effettuati entro 60 giorni dalla data di ricevimento della fattura.",
            "Ciascuna parte potrà recedere dal contratto con un preavviso scritto di tre mesi.",
        ],
        "minutes": [
            "Il presidente constata la validità dell'assemblea.",
            "Il verbale della seduta precedente è approvato all'unanimità.",
            "Si delibera di richiedere tre preventivi per la manutenzione del tetto.",
        ],
        "ticket": [
            "Dopo l'aggiornamento l'app si chiude appena apro la sezione fatture.",
            "Mi è stato addebitato due volte l'abbonamento di questo mese.",
        ],
        "readme": [
            "scontrini è un piccolo programma che legge le foto degli scontrini e le esporta in CSV.",
            "Tutto il riconoscimento del testo avviene in locale.",
        ],
    },
    "ru": {
        "report": [
            "Выручка компании по итогам года составила 2,4 млрд рублей, что на 8 % больше, чем годом ранее. Основной рост обеспечили контракты на монтаж инженерных систем в жилых комплексах Казани.",
            "В отчётном периоде завершена модернизация склада в Самаре: установлены новые стеллажи и система учёта на основе штрихкодов. Время комплектации заказа сократилось почти вдвое.",
            "Среднесписочная численность персонала составила 614 человек. Текучесть кадров снизилась до 12 % благодаря пересмотру системы премирования.",
            "Администрация района приступила к ремонту поликлиники на улице Гагарина. На время работ приём пациентов ведётся в соседнем здании детской библиотеки.",
            "Служба поддержки обработала более 11 тысяч обращений. Среднее время первого ответа сократилось с двух суток до шести часов.",
            "В следующем году компания планирует выйти на рынок Новосибирска. Главными рисками остаются рост цен на металл и нехватка квалифицированных монтажников.",
        ],
        "review": [
            "Доставили быстро, упаковка целая. Качество хорошее, но инструкция только на английском.",
            "Пользуюсь месяц, батареи хватает на два дня. Рекомендую.",
            "Через неделю перестал включаться, оформила возврат.",
        ],
        "chat": [
            "Всем доброе утро! У кого последняя версия сметы?",
            "Лежит в общей папке, раздел Сметы.",
            "Спасибо. Созвон с заказчиком в силе на 15:00?",
            "Перенесли на 16:00.",
            "Отгрузка в Пермь ушла вчера?",
            "Да, трек показывает, что уже в пути.",
        ],
        "cv": [
            "Руководство группой из пяти инженеров по охране труда.",
            "Внедрение электронного документооборота, сокращение сроков согласования договоров на 30 %.",
            "Подготовка отчётности для контролирующих органов.",
        ],
        "job": [
            "Вести учёт товаров на складе и участвовать в инвентаризациях.",
            "Опыт работы с 1С от одного года.",
            "Официальное трудоустройство, ДМС после испытательного срока.",
        ],
        "contract": [
            "Исполнитель обязуется оказать услуги, указанные в Приложении № 1, надлежащим образом и в срок.",
            "Заказчик оплачивает услуги в течение 10 рабочих дней с даты подписания акта.",
            "Договор может быть расторгнут любой из сторон с письменным уведомлением за 30 дней.",
        ],
        "minutes": [
            "Кворум имеется, собрание правомочно.",
            "Протокол предыдущего заседания утверждён единогласно.",
            "Решено запросить три коммерческих предложения на ремонт кровли.",
        ],
        "ticket": [
            "После обновления приложение не открывается, висит на заставке.",
            "С карты дважды списали оплату за подписку, прошу вернуть лишнее.",
        ],
        "readme": [
            "cheki — небольшая утилита, которая распознаёт кассовые чеки и выгружает их в CSV.",
            "Распознавание выполняется локально, данные никуда не отправляются.",
        ],
    },
    "zh": {
        "report": [
            "报告期内，公司实现营业收入12.6亿元，同比增长9.3%。增长主要来自新能源汽车零部件订单，传统燃油车配件业务收入略有下降。",
            "今年三月，苏州二期厂房正式投产，新增两条自动化装配线。受设备调试影响，产能爬坡比原计划推迟了约六周。",
            "截至年末，公司在职员工1,840人，其中研发人员占比提升至22%。全年共开展内部培训课程136场。",
            "客服中心全年受理咨询和投诉约3.2万件，平均首次响应时间由十八小时缩短到五小时。投诉主要集中在物流时效方面。",
            "社区图书馆完成改造后重新开放，新增了儿童阅览区和自习座位。周末的亲子阅读活动每期都吸引了二十多个家庭参加。",
            "区政府启动老旧小区改造工程，本期涉及十二个小区，主要内容包括外墙保温、加装电梯和雨污分流。",
            "展望明年，管理层预计行业需求将保持温和增长。原材料价格波动和海外市场的不确定性仍是主要风险。",
            "公司持续推进节能降耗，全年单位产值能耗下降7.5%。屋顶光伏项目并网后，年发电量约为四百万千瓦时。",
        ],
        "review": [
            "物流很快，第二天就到了。做工不错，就是说明书写得不太清楚。",
            "用了一个月，电池续航还可以，充电速度比宣传的慢一点。",
            "颜色和图片差别有点大，已经申请退货了，客服处理得挺及时。",
        ],
        "chat": [
            "大家早，最新版的报价单谁手上有？",
            "在共享盘的销售文件夹里。",
            "谢谢！下午跟客户的会还是两点吗？",
            "改到三点了。",
            "发往成都的那批货昨天出了吗？",
            "出了，物流显示正在派送。",
        ],
        "cv": [
            "负责华东区域六家门店的日常运营管理，年销售额增长15%。",
            "主导引入会员管理系统，复购率提升约八个百分点。",
            "制定门店员工培训计划并组织考核。",
        ],
        "job": [
            "负责公司财务报表编制和纳税申报工作。",
            "会计相关专业本科及以上学历，三年以上工作经验。",
            "五险一金、带薪年假、年终奖金。",
        ],
        "contract": [
            "乙方应按照附件一所列内容和标准提供服务。",
            "甲方应在收到发票后三十日内支付相应款项。",
            "任何一方提前三十日书面通知对方，可解除本合同。",
        ],
        "minutes": [
            "会议由行政部主持，全体部门负责人参加。",
            "会议通过了上次会议纪要。",
            "决定年底前完成仓库消防设施的检查和整改。",
        ],
        "ticket": ["更新以后App一打开就闪退，重装了也没用。", "本月会员费被重复扣了两次，请退还多扣的款项。"],
        "readme": [
            "fapiao-tool 是一个整理电子发票的小工具，可以按月份和销售方自动归档 PDF 文件。",
            "所有处理都在本地完成，不会上传任何数据。",
        ],
    },
    "ja": {
        "report": [
            "当期の売上高は前期比5.8%増の214億円となりました。主力の産業用ポンプの受注が国内外で堅調に推移したことが主な要因です。",
            "名古屋工場では四月に新しい塗装ラインが稼働を開始しました。立ち上げ当初は不良率が想定を上回りましたが、六月以降は目標水準で安定しています。",
            "期末の従業員数は連結で2,310名です。育児休業を取得した男性社員の割合は前期の18%から34%に上昇しました。",
            "お客様相談窓口への問い合わせ件数は約1万4千件でした。チャットによる受付を開始したことで、電話の待ち時間は平均で半分程度に短縮されました。",
            "市立図書館は改修工事を終えて十月に再開館しました。学習スペースの座席数を増やし、平日の夜間も九時まで開館しています。",
            "来期は原材料価格の高止まりが続くと見込まれますが、価格改定と生産性の向上により、営業利益率の維持を目指します。",
            "当社は環境負荷の低減に向けて、物流拠点の照明をすべてLEDに切り替えました。これにより年間の電力使用量を約12%削減できる見込みです。",
            "町内会では秋祭りの準備が進んでいます。今年は子ども神輿のルートを一部変更し、商店街の中を通る予定です。",
        ],
        "review": [
            "注文から二日で届きました。作りはしっかりしていますが、説明書がわかりにくかったです。",
            "一か月使っていますが、バッテリーの持ちは十分です。充電が少し遅いのが残念。",
            "写真と色がかなり違ったので返品しました。対応は丁寧でした。",
        ],
        "chat": [
            "おはようございます。最新版の見積書をお持ちの方いますか？",
            "共有フォルダの営業の中にあります。",
            "ありがとうございます。午後の打ち合わせは14時のままですか？",
            "15時に変更になりました。",
            "福岡向けの出荷は昨日出ましたか？",
            "出ています。配達中になっています。",
        ],
        "cv": [
            "法人営業として中堅製造業30社を担当し、年間売上を前年比120%に伸ばしました。",
            "新人営業向けの研修プログラムを作成し、講師を務めました。",
            "受発注システムの入れ替えプロジェクトで営業部門の取りまとめを担当しました。",
        ],
        "job": [
            "経理部門にて月次・年次決算業務をご担当いただきます。",
            "日商簿記2級以上、実務経験3年以上の方。",
            "完全週休2日制、年間休日125日、退職金制度あり。",
        ],
        "contract": [
            "受託者は、別紙1に定める業務を善良な管理者の注意をもって遂行するものとする。",
            "委託者は、請求書受領後30日以内に委託料を支払うものとする。",
            "各当事者は、3か月前までに書面で通知することにより、本契約を解約することができる。",
        ],
        "minutes": [
            "司会より開会の挨拶があった。",
            "前回議事録について確認し、承認された。",
            "倉庫の防災設備点検を年内に実施することを決定した。",
        ],
        "ticket": [
            "アップデート後、アプリを開くとすぐに落ちてしまいます。再インストールしても改善しません。",
            "今月の会費が二重に引き落とされています。返金をお願いします。",
        ],
        "readme": [
            "ryoshu は、紙の領収書をスキャンした画像から日付と金額を読み取り、CSV に書き出す小さなツールです。",
            "文字認識はすべてローカルで行われ、外部にデータは送信されません。",
        ],
    },
    "ko": {
        "report": [
            "당기 매출액은 전년 대비 6.2% 증가한 1,840억 원을 기록했습니다. 전기차 부품 수주가 늘어난 것이 주요 원인입니다.",
            "인천 물류센터 증축 공사가 9월에 완료되어 보관 능력이 약 30% 늘어났습니다.",
            "연말 기준 임직원 수는 726명이며, 남성 육아휴직 사용자는 전년의 두 배로 증가했습니다.",
            "고객센터는 연간 약 2만 건의 문의를 처리했으며, 채팅 상담 도입 후 평균 대기 시간이 크게 줄었습니다.",
            "구청은 노후 공원의 놀이시설을 교체하고, 산책로에 야간 조명을 설치할 계획이라고 밝혔습니다.",
        ],
        "review": [
            "배송이 빨랐고 포장도 꼼꼼했어요. 다만 설명서가 좀 불친절합니다.",
            "한 달 써봤는데 배터리가 오래가서 만족합니다.",
            "사진과 색상이 달라서 반품했어요.",
        ],
        "chat": [
            "다들 좋은 아침이에요. 최신 견적서 가지고 계신 분?",
            "공유 폴더 영업 폴더에 있어요.",
            "감사합니다. 오후 미팅은 그대로 2시죠?",
            "3시로 바뀌었어요.",
        ],
        "cv": [
            "수도권 물류센터 3곳의 입출고 관리를 총괄했습니다.",
            "바코드 기반 재고 관리 시스템을 도입해 재고 오차율을 절반으로 줄였습니다.",
        ],
        "job": [
            "회계 결산 및 세무 신고 업무를 담당합니다.",
            "관련 경력 3년 이상 우대.",
            "4대 보험, 연차, 성과급 지급.",
        ],
        "contract": [
            "수급인은 별첨 1에 기재된 용역을 성실히 수행하여야 한다.",
            "도급인은 청구서 수령 후 30일 이내에 대금을 지급한다.",
        ],
        "minutes": [
            "사회자의 개회 선언이 있었다.",
            "지난 회의록을 확인하고 승인하였다.",
            "연말까지 창고 소방 설비 점검을 마치기로 결정하였다.",
        ],
        "ticket": [
            "업데이트 이후 앱이 실행되자마자 종료됩니다.",
            "이번 달 요금이 두 번 결제되었습니다. 환불 부탁드립니다.",
        ],
        "readme": [
            "yeongsu는 영수증 사진에서 날짜와 금액을 읽어 CSV로 저장하는 작은 도구입니다.",
            "모든 처리는 로컬에서 이루어집니다.",
        ],
    },
    "ar": {
        "report": [
            "بلغت إيرادات الشركة خلال العام المالي 312 مليون درهم، بزيادة قدرها 5.6% مقارنة بالعام السابق، ويعود ذلك أساسًا إلى عقود النقل المبرّد الجديدة.",
            "اكتملت أعمال توسعة المستودع الرئيسي في جبل علي في شهر أغسطس، مما أضاف نحو ثلاثة آلاف موقع تخزين للمنصّات.",
            "بلغ عدد الموظفين في نهاية العام 418 موظفًا، وأطلقت الشركة برنامجًا لتدريب الخريجين الجدد في مجالي المحاسبة والمشتريات.",
            "عالج مركز خدمة العملاء أكثر من ستة آلاف طلب، وانخفض متوسط زمن الرد الأول إلى أقل من يوم عمل واحد.",
            "أعلنت البلدية عن مشروع لتطوير الحديقة العامة في الحي الشمالي يشمل ممرات للمشي وإنارة جديدة وملاعب للأطفال.",
        ],
        "review": [
            "وصل المنتج في الموعد وبحالة ممتازة، لكن دليل الاستخدام غير واضح.",
            "أستخدمه منذ شهر والبطارية تدوم طوال اليوم.",
            "اللون مختلف عن الصورة فقمت بإرجاعه.",
        ],
        "chat": [
            "صباح الخير جميعًا، من لديه آخر نسخة من عرض السعر؟",
            "موجودة في المجلد المشترك ضمن المبيعات.",
            "شكرًا، هل ما زال الاجتماع مع العميل الساعة الثانية؟",
            "تم تأجيله إلى الثالثة.",
        ],
        "cv": [
            "إدارة فريق من خمسة محاسبين وإعداد القوائم المالية الشهرية.",
            "تطبيق نظام إلكتروني لأرشفة الفواتير قلّل زمن المعالجة إلى النصف.",
        ],
        "job": [
            "متابعة الطلبات مع الموردين وضمان التسليم في الوقت المحدد.",
            "خبرة لا تقل عن ثلاث سنوات في المشتريات.",
            "تأمين طبي وبدل سكن وإجازة سنوية مدفوعة.",
        ],
        "contract": [
            "يلتزم الطرف الثاني بتقديم الخدمات المبيّنة في الملحق رقم 1 وفق أفضل الممارسات المهنية.",
            "يسدد الطرف الأول قيمة الفواتير خلال ثلاثين يومًا من تاريخ استلامها.",
        ],
        "minutes": [
            "افتتح رئيس الجلسة الاجتماع بالترحيب بالحضور.",
            "تمت المصادقة على محضر الاجتماع السابق.",
            "تقرّر طلب ثلاثة عروض أسعار لصيانة نظام التكييف.",
        ],
        "ticket": [
            "بعد التحديث الأخير يتوقف التطبيق فور فتحه.",
            "تم خصم قيمة الاشتراك مرتين هذا الشهر، أرجو استرداد المبلغ المكرر.",
        ],
        "readme": [
            "fawatir أداة صغيرة تقرأ الفواتير الممسوحة ضوئيًا وتصدّرها إلى ملف CSV.",
            "تتم جميع المعالجة محليًا دون إرسال أي بيانات.",
        ],
    },
    "hi": {
        "report": [
            "वित्त वर्ष के दौरान कंपनी का राजस्व 9.4 प्रतिशत बढ़कर 486 करोड़ रुपये हो गया। यह वृद्धि मुख्य रूप से दवाओं के निर्यात में बढ़ोतरी के कारण हुई।",
            "नागपुर संयंत्र में नई पैकेजिंग लाइन अगस्त में शुरू हुई, जिससे उत्पादन क्षमता में लगभग बीस प्रतिशत की वृद्धि हुई है।",
            "वर्ष के अंत में कर्मचारियों की कुल संख्या 1,126 थी। कंपनी ने इस वर्ष 48 प्रशिक्षुओं को स्थायी नियुक्ति दी।",
            "ग्राहक सेवा केंद्र ने लगभग नौ हज़ार शिकायतों का निपटारा किया और पहले जवाब का औसत समय घटकर छह घंटे रह गया।",
            "नगर निगम ने पुराने बाज़ार क्षेत्र में जल निकासी व्यवस्था सुधारने का काम शुरू किया है, जो मानसून से पहले पूरा होने की उम्मीद है।",
        ],
        "review": [
            "सामान समय पर और अच्छी पैकिंग में आया, लेकिन निर्देश पुस्तिका समझने में कठिन है।",
            "एक महीने से इस्तेमाल कर रहा हूँ, बैटरी पूरा दिन चलती है।",
            "रंग फोटो से काफ़ी अलग था, इसलिए वापस कर दिया।",
        ],
        "chat": [
            "सभी को सुप्रभात, कोटेशन का नया संस्करण किसके पास है?",
            "शेयर्ड फ़ोल्डर में सेल्स के अंदर है।",
            "धन्यवाद! क्लाइंट के साथ मीटिंग अभी भी दो बजे है?",
            "तीन बजे कर दी गई है।",
        ],
        "cv": [
            "पाँच लेखाकारों की टीम का नेतृत्व और मासिक वित्तीय विवरण तैयार करना।",
            "ई-इनवॉइस प्रणाली लागू की, जिससे प्रोसेसिंग समय आधा हो गया।",
        ],
        "job": [
            "गोदाम में स्टॉक का रिकॉर्ड रखना और मासिक मिलान करना।",
            "कम से कम दो वर्ष का अनुभव आवश्यक।",
            "पीएफ, स्वास्थ्य बीमा और सालाना बोनस।",
        ],
        "contract": [
            "सेवा प्रदाता अनुलग्नक 1 में वर्णित सेवाएँ पूरी सावधानी के साथ प्रदान करेगा।",
            "ग्राहक बीजक प्राप्त होने के 30 दिनों के भीतर भुगतान करेगा।",
        ],
        "minutes": [
            "अध्यक्ष ने सभी सदस्यों का स्वागत किया।",
            "पिछली बैठक का कार्यवृत्त पढ़कर स्वीकृत किया गया।",
            "छत की मरम्मत के लिए तीन कोटेशन मँगाने का निर्णय लिया गया।",
        ],
        "ticket": [
            "अपडेट के बाद ऐप खुलते ही बंद हो जाता है।",
            "इस महीने सदस्यता शुल्क दो बार कट गया है, कृपया अतिरिक्त राशि लौटाएँ।",
        ],
        "readme": [
            "bill-sahayak एक छोटा टूल है जो स्कैन किए गए बिलों से तारीख और राशि पढ़कर CSV में सहेजता है।",
            "सारी प्रोसेसिंग स्थानीय रूप से होती है।",
        ],
    },
}

_MORE_REPORT = {
    "pt": [
        "O conselho de administração aprovou a distribuição de dividendos de R$ 0,38 por ação e a retenção do restante do lucro para financiar a nova fábrica em Anápolis.",
        "O consumo de água por tonelada produzida caiu 14 % depois da instalação do sistema de reúso na lavagem das peças. A meta para o próximo ano é chegar a 20 %.",
        "Durante a safra, a equipe de campo visitou 640 propriedades associadas e ofereceu assistência técnica gratuita para o manejo de pragas na soja e no milho.",
    ],
    "it": [
        "Il consiglio di amministrazione propone la distribuzione di un dividendo di 0,25 euro per azione e l'accantonamento della parte restante dell'utile a riserva.",
        "La biblioteca civica ha registrato 27.000 prestiti e ha avviato un ciclo di incontri serali con autori locali, molto apprezzato dal pubblico.",
        "Nel corso dell'anno sono stati installati pannelli fotovoltaici sul tetto del magazzino di Verona, che coprono circa un terzo del fabbisogno elettrico diurno.",
        "L'azienda sanitaria ha ridotto i tempi di attesa per le visite specialistiche grazie all'apertura degli ambulatori anche il sabato mattina.",
        "Le vendite online sono cresciute del 18 %, trainate soprattutto dai clienti del nord Europa. Restano da migliorare i tempi di consegna verso le isole.",
    ],
    "ru": [
        "Совет директоров рекомендовал направить на выплату дивидендов 30 % чистой прибыли, а остаток — на модернизацию производственной линии в Перми.",
        "В городской библиотеке открылся коворкинг для студентов. За первые три месяца его посетили более двух тысяч человек.",
        "Потребление электроэнергии на единицу продукции снизилось на 9 % после замены компрессоров и установки частотных преобразователей.",
        "Количество жалоб на сроки доставки сократилось вдвое после того, как компания открыла второй распределительный центр под Екатеринбургом.",
        "Управляющая компания завершила капитальный ремонт кровли в трёх домах на улице Ленина; в следующем году запланирована замена лифтов.",
    ],
    "zh": [
        "董事会建议每十股派发现金红利三元（含税），其余未分配利润用于补充流动资金和研发投入。",
        "公司全年申请发明专利四十六项，获得授权二十一项，主要集中在电机控制和轻量化结构领域。",
        "受海运价格回落影响，出口物流成本同比下降约百分之十二，但欧洲市场的需求恢复仍较为缓慢。",
    ],
    "ja": [
        "取締役会は、一株当たり42円の期末配当を実施することを決議しました。年間配当は前期より6円の増配となります。",
        "物流センターでは自動倉庫の導入により、出荷作業の人員を約三割削減しつつ、当日出荷率を98%まで高めることができました。",
        "市民プールは老朽化した設備の更新のため、七月から九月まで休館します。期間中は近隣の学校プールを一般開放します。",
    ],
    "ko": [
        "이사회는 보통주 1주당 500원의 현금 배당을 결의했으며, 나머지 이익은 연구개발 투자에 사용할 예정입니다.",
        "시립 도서관은 리모델링을 마치고 재개관했으며, 평일에는 밤 10시까지 열람실을 운영합니다.",
        "물류 자동화 설비 도입으로 당일 출고율이 97%까지 높아졌고, 야간 작업 인원도 줄어들었습니다.",
        "내년에는 원자재 가격 변동과 환율 불확실성이 주요 위험 요인이 될 것으로 예상됩니다.",
    ],
    "ar": [
        "أوصى مجلس الإدارة بتوزيع أرباح نقدية بنسبة 8% من رأس المال، مع تخصيص الجزء المتبقي لتمويل التوسع في السوق السعودية.",
        "انخفض استهلاك الكهرباء في المستودعات بنسبة 11% بعد استبدال الإنارة القديمة بمصابيح موفّرة وتركيب ألواح شمسية على الأسطح.",
        "افتتحت المكتبة العامة قاعة جديدة للأطفال تضم أكثر من ثلاثة آلاف كتاب، وتنظّم ورش قراءة أسبوعية أيام السبت.",
        "تتوقع الإدارة نموًا معتدلًا في الطلب خلال العام المقبل، مع بقاء تقلبات أسعار الشحن البحري أبرز المخاطر.",
    ],
    "hi": [
        "निदेशक मंडल ने प्रति शेयर 4 रुपये के लाभांश की सिफारिश की है, और शेष लाभ को नई उत्पादन इकाई के विस्तार में लगाया जाएगा।",
        "सौर ऊर्जा संयंत्र लगने के बाद कारखाने का बिजली खर्च लगभग अठारह प्रतिशत कम हो गया है।",
        "शहर के सार्वजनिक पुस्तकालय में बच्चों के लिए नया पठन कक्ष खोला गया है, जहाँ हर शनिवार कहानी सत्र आयोजित होते हैं।",
        "अगले वर्ष के लिए प्रबंधन को मांग में मध्यम वृद्धि की उम्मीद है, लेकिन कच्चे माल की कीमतें मुख्य जोखिम बनी रहेंगी।",
    ],
}
for _lang, _extra in _MORE_REPORT.items():
    PROSE[_lang]["report"] = PROSE[_lang]["report"] + _extra
