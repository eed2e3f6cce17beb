/// TMDB responses in the shapes recorded in upstream-apis.md, with our own small content:
/// a null poster, an empty release date, int and float vote averages, extra fields to ignore.
enum TMDBFixtures {
    static let search = """
        {"page":1,"total_pages":731,"total_results":14600,"results":[
          {"adult":false,"backdrop_path":null,"genre_ids":[35,18],"id":496243,"original_language":"ko",
           "original_title":"기생충","overview":"","popularity":33.2,"poster_path":"/parasite.jpg",
           "release_date":"2019-05-30","title":"기생충","video":false,"vote_average":8.5,"vote_count":18000},
          {"adult":false,"backdrop_path":null,"genre_ids":[],"id":1,"original_language":"en",
           "original_title":"Parasite Short","overview":"A short film.","popularity":0,"poster_path":null,
           "release_date":"","title":"Parasite Short","video":false,"vote_average":0,"vote_count":0},
          {"adult":false,"genre_ids":[16],"id":129,"original_language":"ja","original_title":"千と千尋の神隠し",
           "overview":"소녀가 신들의 세계에서 일한다.","popularity":80,"poster_path":"/spirited.jpg",
           "release_date":"2001-07-20","title":"센과 치히로의 행방불명","vote_average":7,"vote_count":16000}
        ]}
        """

    static let images = """
        {"id":496243,"backdrops":[],"logos":[],"posters":[
          {"aspect_ratio":0.667,"height":3000,"iso_639_1":"en","file_path":"/en-1.jpg","vote_average":5.3,"vote_count":4,"width":2000},
          {"aspect_ratio":0.667,"height":1500,"iso_639_1":null,"file_path":"/textless.jpg","vote_average":0,"vote_count":0,"width":1000},
          {"aspect_ratio":0.667,"height":2100,"iso_639_1":"ko","file_path":"/ko-1.jpg","vote_average":5.5,"vote_count":3,"width":1400},
          {"aspect_ratio":0.667,"height":1500,"iso_639_1":"en","file_path":"/en-2.jpg","vote_average":5,"vote_count":2,"width":1000},
          {"aspect_ratio":0.667,"height":1500,"iso_639_1":"ko","file_path":"/ko-2.jpg","vote_average":5,"vote_count":2,"width":1000}
        ]}
        """

    /// `/configuration` as recorded (upstream-samples/tmdb/configuration.json).
    static let configuration =
        #"{"images":{"base_url":"http://image.tmdb.org/t/p/","secure_base_url":"https://image.tmdb.org/t/p/","backdrop_sizes":["w300","w780","w1280","original"],"logo_sizes":["w45","w92","w154","w185","w300","w500","original"],"poster_sizes":["w92","w154","w185","w342","w500","w780","original"],"profile_sizes":["w45","w185","h632","original"],"still_sizes":["w92","w185","w300","original"]},"change_keys":["adult","air_date","also_known_as","alternative_titles","biography","birthday","budget","cast","certifications","character_names","created_by","crew","deathday","episode","episode_number","episode_run_time","freebase_id","freebase_mid","general","genres","guest_stars","homepage","images","imdb_id","languages","name","network","origin_country","original_name","original_title","overview","parts","place_of_birth","plot_keywords","production_code","production_companies","production_countries","releases","revenue","runtime","season","season_number","season_regular","spoken_languages","status","tagline","title","translations","tvdb_id","tvrage_id","type","video","videos"]}"#
    static let invalidKey =
        #"{"status_code":7,"status_message":"Invalid API key: You must be granted a valid key.","success":false}"#
    static let notFoundWithoutSuccess =
        #"{"status_code":34,"status_message":"The resource you requested could not be found."}"#
    static let validation = #"{"errors":["query must be provided"]}"#
    static let rateLimited =
        #"{"success":false,"status_code":25,"status_message":"Your request count is over the allowed limit."}"#
    static let badPage =
        #"{"success":false,"status_code":22,"status_message":"Invalid page: Pages start at 1 and max at 500."}"#
}
