using UnityEngine;

public class SpriteFactory : MonoBehaviour
{
    public int size = 64;
    public float pixelsPerUnit = 32f;

    public SpriteRenderer Spawn(string objectName, Color tint, int order)
    {
        var texture = new Texture2D(size, size);
        for (int y = 0; y < size; y++)
            for (int x = 0; x < size; x++)
                texture.SetPixel(x, y, Color.white);
        texture.Apply();

        Sprite sprite = Sprite.Create(texture, new Rect(0, 0, size, size), new Vector2(0.5f, 0f), pixelsPerUnit);
        var go = new GameObject(objectName);
        var renderer = go.AddComponent<SpriteRenderer>();
        renderer.sprite = sprite;
        renderer.color = tint;
        renderer.sortingLayerName = "Default";
        renderer.sortingOrder = order;
        var box = go.AddComponent<BoxCollider2D>();
        box.size = sprite.bounds.size;
        box.offset = sprite.bounds.center;
        return renderer;
    }
}
