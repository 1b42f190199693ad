from gradeline import category_average, median


def test_median_leaves_the_list_alone():
    percents = [88.0, 61.0, 97.0, 70.0]
    assert median(percents) == 79.0
    assert percents == [88.0, 61.0, 97.0, 70.0]


def test_tuples_are_accepted():
    assert category_average((70.0, 90.0, 80.0), drop_lowest=1) == 85.0
    assert median((3.0, 1.0, 2.0)) == 2.0


def test_repeated_calls_give_the_same_pairs():
    names = ["hw1", "hw2", "hw3", "hw4"]
    percents = [72.5, 91.0, 64.0, 88.0]
    for _ in range(2):
        category_average(percents, drop_lowest=2)
        median(percents)
    assert list(zip(names, percents)) == [("hw1", 72.5), ("hw2", 91.0), ("hw3", 64.0), ("hw4", 88.0)]


def test_duplicates_count_once_each():
    assert category_average([80.0, 80.0, 60.0], drop_lowest=1) == 80.0
    assert category_average([90.0, 90.0, 90.0, 50.0], drop_lowest=1) == 90.0
    assert category_average([70.0, 70.0, 100.0]) == 80.0
    assert median([5.0, 5.0, 1.0]) == 5.0
    assert median([2.0, 2.0, 4.0, 4.0]) == 3.0


def test_drop_more_than_available():
    assert category_average([40.0, 40.0], drop_lowest=3) == 40.0
    assert category_average([55.0], drop_lowest=1) == 55.0
