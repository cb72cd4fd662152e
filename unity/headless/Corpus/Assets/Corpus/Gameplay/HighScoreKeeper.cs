using UnityEngine;

// Keeps the best score across sessions in PlayerPrefs.
public class HighScoreKeeper : MonoBehaviour
{
    const string HighScoreKey = "HighScore";
    const string PlayerNameKey = "HighScoreName";

    public int CurrentScore { get; private set; }
    public int HighScore { get; private set; }
    public string HighScoreName { get; private set; }

    void Awake()
    {
        HighScore = PlayerPrefs.GetInt(HighScoreKey, 0);
        HighScoreName = PlayerPrefs.GetString(PlayerNameKey, "---");
    }

    public void AddPoints(int points)
    {
        CurrentScore += points;
    }

    public bool SubmitScore(string playerName)
    {
        if (CurrentScore <= HighScore) return false;
        HighScore = CurrentScore;
        HighScoreName = playerName;
        PlayerPrefs.SetInt(HighScoreKey, HighScore);
        PlayerPrefs.SetString(PlayerNameKey, playerName);
        PlayerPrefs.SetFloat("LastSubmitTime", Time.time);
        PlayerPrefs.Save();
        return true;
    }

    public void ResetHighScore()
    {
        PlayerPrefs.DeleteKey(HighScoreKey);
        PlayerPrefs.DeleteKey(PlayerNameKey);
        HighScore = 0;
        HighScoreName = "---";
    }
}
