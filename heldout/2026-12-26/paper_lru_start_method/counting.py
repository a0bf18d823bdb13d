def count_ream(ream):
    return ream * 500
