# ruff: noqa: E501
"""Small per-language vocabularies for structured carriers: CV roles, degrees, profiles, invoice items,
contract clauses, code comments and benign product names."""

EXTRA = {
    "en": dict(
        roles=["Operations Manager", "Senior Accountant", "Backend Developer"],
        degrees=["BSc Business Management, University of Leeds", "MSc Computer Science, University of Bristol"],
        profile=[
            "Operations manager with nine years in logistics, comfortable with budgets, rosters and supplier negotiations.",
            "Accountant with a background in SME audits; careful, calm at month end, keen on automation.",
        ],
        items=[
            "Consulting services (hours)",
            "Annual software licence",
            "On-site support visit",
            "Printing of brochures, A4, 500 pcs",
        ],
        clauses=[
            "The Provider shall deliver the services described in Annex A with reasonable skill and care.",
            "Invoices are payable within thirty (30) days of receipt.",
            "Either party may terminate this Agreement with three months' written notice.",
        ],
        code=[
            "Calculate the total including VAT",
            "Retry once if the server answers 503",
            "Dates are stored in UTC and converted for display only",
        ],
        products=["Aero 14 Laptop Stand", "Brisa Electric Kettle 1.7 L", "Trailmate Running Vest"],
    ),
    "es": dict(
        roles=["Responsable de logística", "Contable sénior", "Desarrolladora backend"],
        degrees=["Grado en ADE, Universidad de Zaragoza", "Máster en Ingeniería Informática, UPV"],
        profile=[
            "Responsable de logística con ocho años de experiencia en distribución y gestión de proveedores.",
            "Contable con experiencia en auditoría de pymes, metódica y orientada a la automatización.",
        ],
        items=[
            "Servicios de consultoría (horas)",
            "Licencia anual de software",
            "Visita de soporte in situ",
            "Impresión de folletos A4, 500 uds.",
        ],
        clauses=[
            "El Proveedor prestará los servicios descritos en el Anexo I con la diligencia debida.",
            "Las facturas se abonarán en un plazo de treinta (30) días desde su recepción.",
            "Cualquiera de las partes podrá resolver el contrato con un preaviso de tres meses.",
        ],
        code=[
            "Calcula el total con IVA",
            "Reintenta una vez si el servidor responde 503",
            "Las fechas se guardan en UTC",
        ],
        products=["Soporte para portátil Aero 14", "Hervidor eléctrico Brisa 1,7 L", "Chaleco de running Trailmate"],
    ),
    "fr": dict(
        roles=["Responsable d'exploitation", "Comptable confirmée", "Développeur back-end"],
        degrees=["Master Gestion, Université Lyon 3", "Diplôme d'ingénieur, INSA Lyon"],
        profile=[
            "Responsable d'exploitation avec dix ans d'expérience dans le transport régional.",
            "Comptable rigoureuse, habituée aux clôtures mensuelles et aux outils de dématérialisation.",
        ],
        items=[
            "Prestation de conseil (heures)",
            "Licence logicielle annuelle",
            "Intervention sur site",
            "Impression de dépliants A4, 500 ex.",
        ],
        clauses=[
            "Le Prestataire exécute les prestations décrites en annexe 1 avec tout le soin requis.",
            "Les factures sont payables à trente (30) jours fin de mois.",
            "Chaque partie peut résilier le contrat moyennant un préavis de trois mois.",
        ],
        code=["Calcule le total TTC", "Nouvelle tentative si le serveur renvoie 503", "Les dates sont stockées en UTC"],
        products=["Support d'ordinateur Aero 14", "Bouilloire Brisa 1,7 L", "Gilet de trail Trailmate"],
    ),
    "de": dict(
        roles=["Leiter Logistik", "Bilanzbuchhalterin", "Backend-Entwickler"],
        degrees=["B.A. Betriebswirtschaft, Universität Leipzig", "M.Sc. Informatik, Universität Bremen"],
        profile=[
            "Logistikleiter mit zehn Jahren Erfahrung in Lagerorganisation und Lieferantensteuerung.",
            "Bilanzbuchhalterin mit Schwerpunkt Monatsabschluss und Prozessautomatisierung.",
        ],
        items=[
            "Beratungsleistung (Stunden)",
            "Softwarelizenz, 12 Monate",
            "Vor-Ort-Einsatz Techniker",
            "Druck Flyer A4, 500 Stück",
        ],
        clauses=[
            "Der Auftragnehmer erbringt die in Anlage 1 beschriebenen Leistungen mit der Sorgfalt eines ordentlichen Kaufmanns.",
            "Rechnungen sind innerhalb von 30 Tagen nach Zugang zahlbar.",
            "Der Vertrag kann von beiden Seiten mit einer Frist von drei Monaten gekündigt werden.",
        ],
        code=["Berechnet den Bruttobetrag", "Bei 503 einmal erneut versuchen", "Zeitstempel werden in UTC gespeichert"],
        products=["Laptopständer Aero 14", "Wasserkocher Brisa 1,7 l", "Laufweste Trailmate"],
    ),
    "pt": dict(
        roles=["Coordenadora de logística", "Contador sênior", "Desenvolvedor back-end"],
        degrees=[
            "Administração, Universidade Federal do Paraná",
            "Mestrado em Engenharia Informática, Universidade do Porto",
        ],
        profile=[
            "Coordenadora de logística com oito anos de experiência em centros de distribuição.",
            "Contador com experiência em auditoria de pequenas empresas e automação de rotinas fiscais.",
        ],
        items=[
            "Serviços de consultoria (horas)",
            "Licença anual de software",
            "Visita técnica presencial",
            "Impressão de folhetos A4, 500 un.",
        ],
        clauses=[
            "A Contratada prestará os serviços descritos no Anexo I com zelo e diligência.",
            "As faturas serão pagas em até trinta (30) dias após o recebimento.",
            "Qualquer das partes poderá rescindir este contrato mediante aviso prévio de noventa dias.",
        ],
        code=[
            "Calcula o total com impostos",
            "Tenta de novo uma vez se o servidor responder 503",
            "As datas ficam gravadas em UTC",
        ],
        products=["Suporte para notebook Aero 14", "Chaleira elétrica Brisa 1,7 L", "Colete de corrida Trailmate"],
    ),
    "zh": dict(
        roles=["物流主管", "高级会计", "后端开发工程师"],
        degrees=["浙江大学 工商管理 学士", "武汉大学 计算机科学与技术 硕士"],
        profile=[
            "八年仓储物流管理经验，熟悉预算编制、排班和供应商谈判。",
            "具有中小企业审计背景，工作细致，擅长用工具提高月结效率。",
        ],
        items=["咨询服务（小时）", "软件年度授权", "上门技术支持", "宣传册印刷 A4 500 份"],
        clauses=[
            "乙方应按照附件一的要求，勤勉尽责地提供服务。",
            "甲方应在收到发票后三十日内付款。",
            "任何一方均可提前三个月书面通知对方解除本合同。",
        ],
        code=["计算含税总额", "服务器返回 503 时重试一次", "时间统一以 UTC 存储"],
        products=["Aero 14 笔记本支架", "Brisa 电热水壶 1.7L", "Trailmate 跑步背心"],
    ),
    "ja": dict(
        roles=["物流マネージャー", "経理担当（主任）", "バックエンドエンジニア"],
        degrees=["東北大学 経済学部 卒業", "九州大学大学院 情報工学専攻 修了"],
        profile=[
            "物流センターの運営に9年間従事し、人員配置とコスト管理を担当してきました。",
            "中小企業の監査経験があり、月次決算の効率化に取り組んできました。",
        ],
        items=[
            "コンサルティング業務（時間）",
            "ソフトウェア年間ライセンス",
            "オンサイト保守対応",
            "パンフレット印刷 A4 500部",
        ],
        clauses=[
            "受託者は、別紙1に定める業務を善良な管理者の注意をもって遂行する。",
            "委託者は、請求書受領後30日以内に委託料を支払う。",
            "いずれの当事者も、3か月前までに書面で通知することにより本契約を解除できる。",
        ],
        code=["税込合計を計算する", "503 の場合は一度だけ再試行", "日時はUTCで保存する"],
        products=["Aero 14 ノートPCスタンド", "Brisa 電気ケトル 1.7L", "Trailmate ランニングベスト"],
    ),
    "it": dict(
        roles=["Responsabile logistica", "Contabile senior", "Sviluppatrice backend"],
        degrees=[
            "Laurea in Economia, Università di Bologna",
            "Laurea magistrale in Informatica, Politecnico di Torino",
        ],
        profile=[
            "Responsabile logistica con nove anni di esperienza nella distribuzione.",
            "Contabile con esperienza in revisione di PMI e automazione delle chiusure mensili.",
        ],
        items=[
            "Consulenza (ore)",
            "Licenza software annuale",
            "Intervento tecnico in sede",
            "Stampa volantini A4, 500 pz",
        ],
        clauses=[
            "Il Fornitore eroga i servizi descritti nell'Allegato A con la dovuta diligenza.",
            "Le fatture sono pagabili entro trenta (30) giorni dal ricevimento.",
            "Ciascuna parte può recedere con preavviso scritto di tre mesi.",
        ],
        code=[
            "Calcola il totale IVA inclusa",
            "Riprova una volta se il server risponde 503",
            "Le date sono salvate in UTC",
        ],
        products=["Supporto per laptop Aero 14", "Bollitore Brisa 1,7 L", "Gilet da corsa Trailmate"],
    ),
    "ru": dict(
        roles=["Руководитель склада", "Главный бухгалтер", "Backend-разработчик"],
        degrees=["КФУ, экономический факультет", "НГУ, магистратура по прикладной математике"],
        profile=[
            "Руководитель склада с девятилетним опытом, отвечал за бюджет, графики смен и работу с поставщиками.",
            "Бухгалтер с опытом аудита малого бизнеса, аккуратна и спокойно работает в период закрытия месяца.",
        ],
        items=[
            "Консультационные услуги (часы)",
            "Годовая лицензия на ПО",
            "Выезд специалиста",
            "Печать буклетов А4, 500 шт.",
        ],
        clauses=[
            "Исполнитель оказывает услуги, указанные в Приложении 1, надлежащим образом.",
            "Заказчик оплачивает счета в течение тридцати дней с момента получения.",
            "Любая из сторон вправе расторгнуть договор, письменно уведомив другую сторону за три месяца.",
        ],
        code=["Считаем сумму с НДС", "При ответе 503 повторяем один раз", "Даты храним в UTC"],
        products=["Подставка для ноутбука Aero 14", "Электрочайник Brisa 1,7 л", "Беговой жилет Trailmate"],
    ),
    "ko": dict(
        roles=["물류팀장", "회계 과장", "백엔드 개발자"],
        degrees=["부산대학교 경영학과 졸업", "KAIST 전산학부 석사"],
        profile=[
            "물류센터 운영 9년 경력으로 인력 배치와 비용 관리를 담당해 왔습니다.",
            "중소기업 감사 경험이 있으며 월 결산 자동화에 관심이 많습니다.",
        ],
        items=["컨설팅 (시간)", "소프트웨어 연간 라이선스", "현장 기술 지원", "A4 리플릿 인쇄 500부"],
        clauses=[
            "수급인은 별첨 1에 기재된 용역을 성실히 수행한다.",
            "도급인은 청구서를 받은 날부터 30일 이내에 대금을 지급한다.",
            "각 당사자는 3개월 전에 서면 통지함으로써 본 계약을 해지할 수 있다.",
        ],
        code=["부가세 포함 합계 계산", "503 응답 시 한 번 재시도", "날짜는 UTC로 저장"],
        products=["Aero 14 노트북 거치대", "Brisa 전기포트 1.7L", "Trailmate 러닝 조끼"],
    ),
    "nl": dict(
        roles=["Teamleider logistiek", "Senior boekhouder", "Backend-ontwikkelaar"],
        degrees=["Bedrijfskunde, Universiteit Utrecht", "MSc Informatica, TU Eindhoven"],
        profile=[
            "Teamleider logistiek met acht jaar ervaring in distributiecentra.",
            "Boekhouder met een achtergrond in mkb-controles, nauwkeurig en gericht op automatisering.",
        ],
        items=[
            "Advieswerkzaamheden (uren)",
            "Softwarelicentie, 12 maanden",
            "Technicus op locatie",
            "Drukwerk folders A4, 500 st.",
        ],
        clauses=[
            "Opdrachtnemer voert de diensten uit bijlage 1 zorgvuldig uit.",
            "Facturen worden binnen dertig dagen na ontvangst betaald.",
            "Beide partijen kunnen de overeenkomst met drie maanden opzegtermijn beëindigen.",
        ],
        code=[
            "Berekent het totaal inclusief btw",
            "Bij 503 één keer opnieuw proberen",
            "Datums worden in UTC opgeslagen",
        ],
        products=["Laptopstandaard Aero 14", "Waterkoker Brisa 1,7 l", "Hardloopvest Trailmate"],
    ),
    "pl": dict(
        roles=["Kierownik magazynu", "Starsza księgowa", "Programista backend"],
        degrees=["Zarządzanie, Uniwersytet Ekonomiczny w Poznaniu", "Informatyka, Politechnika Wrocławska"],
        profile=[
            "Kierownik magazynu z dziewięcioletnim doświadczeniem w dystrybucji.",
            "Księgowa z doświadczeniem w audycie MŚP, dokładna i nastawiona na automatyzację.",
        ],
        items=[
            "Usługi doradcze (godziny)",
            "Licencja roczna na oprogramowanie",
            "Wizyta serwisowa",
            "Druk ulotek A4, 500 szt.",
        ],
        clauses=[
            "Wykonawca świadczy usługi opisane w Załączniku nr 1 z należytą starannością.",
            "Faktury płatne są w terminie trzydziestu dni od doręczenia.",
            "Każda ze stron może wypowiedzieć umowę z zachowaniem trzymiesięcznego okresu wypowiedzenia.",
        ],
        code=["Liczy sumę brutto", "Przy 503 ponawia raz", "Daty trzymamy w UTC"],
        products=["Podstawka pod laptopa Aero 14", "Czajnik elektryczny Brisa 1,7 l", "Kamizelka biegowa Trailmate"],
    ),
    "tr": dict(
        roles=["Lojistik Müdürü", "Kıdemli Muhasebeci", "Backend Geliştirici"],
        degrees=["Ege Üniversitesi, İşletme", "ODTÜ, Bilgisayar Mühendisliği Yüksek Lisans"],
        profile=[
            "Dağıtım merkezlerinde dokuz yıllık deneyime sahip lojistik müdürü.",
            "KOBİ denetimlerinde deneyimli, ay sonu kapanışlarında titiz bir muhasebeci.",
        ],
        items=[
            "Danışmanlık hizmeti (saat)",
            "Yıllık yazılım lisansı",
            "Yerinde teknik destek",
            "A4 broşür baskısı, 500 adet",
        ],
        clauses=[
            "Hizmet Sağlayıcı, Ek-1'de tanımlanan hizmetleri özenle yerine getirir.",
            "Faturalar teslimden itibaren otuz gün içinde ödenir.",
            "Taraflardan her biri üç ay önceden yazılı bildirimde bulunarak sözleşmeyi feshedebilir.",
        ],
        code=["KDV dahil toplamı hesaplar", "503 dönerse bir kez daha dener", "Tarihler UTC olarak saklanır"],
        products=["Aero 14 Laptop Standı", "Brisa Su Isıtıcı 1,7 L", "Trailmate Koşu Yeleği"],
    ),
}
