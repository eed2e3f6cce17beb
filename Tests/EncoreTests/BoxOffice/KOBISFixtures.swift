/// KOBIS responses in the shapes recorded in upstream-samples (every number a string, compact
/// JSON, faultInfo with HTTP 200), written for these tests.
enum KOBISFixtures {
    static let daily =
        #"{"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"20220105~20220105","dailyBoxOfficeList":[{"rnum":"1","rank":"1","rankInten":"0","rankOldAndNew":"NEW","movieCd":"20199882","movieNm":"경관의 피","openDt":"2022-01-05","salesAmt":"584559330","salesShare":"34.2","salesInten":"584559330","salesChange":"100","salesAcc":"631402330","audiCnt":"64050","audiInten":"64050","audiChange":"100","audiAcc":"69228","scrnCnt":"1171","showCnt":"4416"},{"rnum":"2","rank":"2","rankInten":"-1","rankOldAndNew":"OLD","movieCd":"20210028","movieNm":"스파이더맨: 노 웨이 홈","openDt":"2021-12-15","salesAmt":"507028380","salesShare":"29.6","salesInten":"-91443730","salesChange":"-15.3","salesAcc":"62772471900","audiCnt":"50399","audiInten":"-9564","audiChange":"-15.9","audiAcc":"6252827","scrnCnt":"1357","showCnt":"4314"},{"rnum":"3","rank":"3","rankInten":"2","rankOldAndNew":"OLD","movieCd":"2023C165","movieNm":"프렌즈: 몬스터섬의비밀 ","openDt":" ","salesAmt":"1000","salesShare":"0.1","salesInten":"0","salesChange":"0.0","salesAcc":"1000","audiCnt":"100","audiInten":"0","audiChange":"0","audiAcc":"100","scrnCnt":"3","showCnt":"4"}]}}"#

    static let weekend =
        #"{"boxOfficeResult":{"boxofficeType":"주말 박스오피스","showRange":"20111230~20120101","yearWeekTime":"201152","weeklyBoxOfficeList":[{"rnum":"1","rank":"1","rankInten":"0","rankOldAndNew":"OLD","movieCd":"20112207","movieNm":"미션임파서블:고스트프로토콜","openDt":"2011-12-15","salesAmt":"7840509500","salesShare":"35.8","salesInten":"-1706758500","salesChange":"-17.9","salesAcc":"40541108500","audiCnt":"1007683","audiInten":"-234848","audiChange":"-18.9","audiAcc":"5328435","scrnCnt":"697","showCnt":"9677"}]}}"#

    static let empty =
        #"{"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"20300101~20300101","dailyBoxOfficeList":[]}}"#

    static let badKey = #"{"faultInfo":{"message":"유효하지않은 키값입니다.","errorCode":"320010"}}"#
    static let badDate =
        #"{"faultInfo":{"message":"날싸형식에 맞게 입력하십시요.(YYYYMMDD)[parameterName=targetDt,parameterValue=2025]","errorCode":"320103"}}"#

    static let movieInfo =
        #"{"movieInfoResult":{"movieInfo":{"movieCd":"20199882","movieNm":"경관의 피","movieNmEn":"The Policeman’s Lineage","movieNmOg":"","showTm":"119","prdtYear":"2021","openDt":"20220105","prdtStatNm":"개봉","typeNm":"장편","nations":[{"nationNm":"한국"}],"genres":[{"genreNm":"범죄"},{"genreNm":"드라마"}],"directors":[{"peopleNm":"이규만","peopleNmEn":"LEE Kyuman"}],"actors":[{"peopleNm":"조진웅","peopleNmEn":"CHO Jin-woong","cast":"박강윤","castEn":""},{"peopleNm":"박정범","peopleNmEn":"","cast":"민재부","castEn":""}],"showTypes":[{"showTypeGroupNm":"2D","showTypeNm":"디지털"}],"companys":[{"companyCd":"20122497","companyNm":"(주)에이스메이커무비웍스","companyNmEn":"ACEMAKER MOVIEWORKS","companyPartNm":"배급사"}],"audits":[{"auditNo":"2021-MF02146 ","watchGradeNm":"15세이상관람가"},{"auditNo":"2021-MF02147","watchGradeNm":"15세이상관람가"}],"staffs":[]},"source":"영화진흥위원회"}}"#
}
